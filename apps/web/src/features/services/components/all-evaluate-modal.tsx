import { RATING_COMMENT_MAX, Status } from '@onehall/contract';
import { App, Modal, Result, Skeleton, Tabs } from 'antd';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { RatingSummary, useRateDetail } from '../../../components/service-details/index.ts';
import { useUiStore } from '../../../stores/ui.ts';
import { useCanUserRate } from '../api/can-user-rate.ts';
import { useMyScore } from '../api/check-score.ts';
import { useQuickScoreLabels } from '../api/get-quick-score-labels.ts';
import { useRateService } from '../api/rate-service.ts';
import { RateForm } from './rate-form.tsx';

/**
 * The all-evaluate panel (SPEC §2): tab servicesDirectory holds the form that
 * rates the service picked from the directory, tab allEvaluate every rating
 * of it. The open tab is the named UI state `allEvaluateForm`.
 */
export function AllEvaluateModal({
  service,
  onClose,
}: {
  service: { serviceId: string; serviceName: string } | null;
  onClose: () => void;
}) {
  const tab = useUiStore((s) => s.tabs.allEvaluateForm);
  const setTab = useUiStore((s) => s.setTab);
  const { modal, message } = App.useApp();
  const open = service !== null;
  const serviceId = service?.serviceId ?? null;
  const can = useCanUserRate(serviceId, open);
  const mine = useMyScore(serviceId, open);
  const labels = useQuickScoreLabels(open);
  const detail = useRateDetail(open && tab === 'allEvaluate' ? serviceId : null);
  const rate = useRateService();

  const submit = async (values: { score: number; labels: string[]; comment: string }): Promise<boolean> => {
    if (!serviceId) return false;
    const env = await rate.mutateAsync({ serviceId, score: values.score, labels: values.labels, comment: values.comment });
    if (isOk(env)) {
      void message.success('评价成功');
      onClose();
      return true;
    }
    // SPEC §5: a sensitive word gets its own dialog; the typed text stays so it can be edited.
    if (env.status === Status.BUSINESS) modal.warning({ title: '提示', content: env.msg });
    else reportError(env);
    return false;
  };

  const formPane = () => {
    if (can.isLoading || mine.isLoading) return <Skeleton active />;
    if (can.error) return <Result status="error" subTitle={can.error.message} />;
    if (can.data && !can.data.canRate) return <Result status="info" subTitle={can.data.reason || '暂不能评价该服务'} />;
    return (
      <RateForm
        labels={labels.data ?? []}
        initial={mine.data ?? undefined}
        commentMax={RATING_COMMENT_MAX}
        submitting={rate.isPending}
        onSubmit={submit}
      />
    );
  };

  return (
    <Modal
      open={open}
      title={service ? `评价：${service.serviceName}` : '评价'}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={560}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab('allEvaluateForm', key)}
        items={[
          { key: 'servicesDirectory', label: mine.data ? '修改评价' : '我要评价', children: formPane() },
          {
            key: 'allEvaluate',
            label: '全部评价',
            children: <RatingSummary detail={detail.data} loading={detail.isLoading} error={detail.error?.message ?? null} />,
          },
        ]}
      />
    </Modal>
  );
}
