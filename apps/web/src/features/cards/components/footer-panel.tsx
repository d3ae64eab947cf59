import { App, Divider, Space, Switch } from 'antd';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { SchoolIdentityForm } from '../../../components/school-identity/index.ts';
import { getIndexFooterInfo, useFooterInfo } from '../api/index-footer-info-detail.ts';
import { useSubmitFooterInfo } from '../api/index-footer-info-submit.ts';

/** Whether the home page pops up important notices: the home page's own setting, saved with the footer (indexfooterinfo). */
function NoticeSwitch() {
  const { message } = App.useApp();
  const detail = useFooterInfo();
  const submit = useSubmitFooterInfo();

  const toggle = async (on: boolean) => {
    // The call takes the footer's contacts too: read afresh, so an identity saved a moment ago below is not sent back stale.
    const current = await getIndexFooterInfo().catch((error: Error) => reportError(error.message));
    if (!current) return;
    const env = await submit.mutateAsync({ ...current, isShowMsg: on ? 1 : 0 });
    if (!isOk(env)) return reportError(env);
    void message.success(on ? '首页将弹出重要通知' : '首页不再弹出重要通知');
  };

  return (
    <Space>
      <Switch
        aria-label="首页弹出重要通知"
        checked={detail.data?.isShowMsg === 1}
        disabled={!detail.data}
        loading={submit.isPending}
        onChange={(on) => void toggle(on)}
      />
      <span>首页弹出重要通知</span>
    </Space>
  );
}

/** 首页配置 → 页脚信息: the school's one identity, which this footer shows, and the pop-up switch. */
export function FooterPanel() {
  return (
    <div className="oh-cards-config__form">
      <SchoolIdentityForm />
      <Divider />
      <NoticeSwitch />
    </div>
  );
}
