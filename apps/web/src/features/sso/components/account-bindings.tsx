import { type Binding, type BindingKind, SsoMessages } from '@onehall/contract';
import { App, Button, Empty, List, Result, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { RowActions } from '../../../components/config-page/index.ts';
import { useMyBindings } from '../api/get-my-bindings.ts';
import { useRemoveBinding } from '../api/remove-bind.ts';

export const BINDING_KIND_LABELS: Record<BindingKind, string> = {
  cas: '统一身份认证（CAS）',
  oidc: '统一身份认证（OIDC）',
  wecom: '企业微信',
};

/**
 * 账号绑定 for the personal centre (composed there by the app): the outside
 * identities that sign in as this account, each removable except the last way
 * into an account without a password (the server refuses that too).
 */
export function AccountBindings() {
  const { message } = App.useApp();
  const bindings = useMyBindings();
  const remove = useRemoveBinding();

  if (bindings.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (bindings.isError)
    return (
      <Result
        status="error"
        title="账号绑定加载失败"
        subTitle={bindings.error.message}
        extra={<Button onClick={() => void bindings.refetch()}>重试</Button>}
      />
    );

  const { hasPassword, bindings: rows } = bindings.data;
  const lastWayIn = !hasPassword && rows.length === 1;
  const unbind = async (binding: Binding) => {
    const env = await remove.mutateAsync(binding.id);
    if (!isOk(env)) return reportError(env);
    void message.success(SsoMessages.removed);
  };

  return (
    <List<Binding>
      aria-label="账号绑定"
      dataSource={rows}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无绑定" /> }}
      renderItem={(binding) => (
        <List.Item
          actions={[
            <RowActions
              key="unbind"
              name={BINDING_KIND_LABELS[binding.kind]}
              extra={[
                {
                  label: '解除绑定',
                  danger: true,
                  disabledReason: lastWayIn ? SsoMessages.lastWayIn : undefined,
                  confirm: { title: '确定解除该绑定吗？', description: '解除后将不能再用该身份登录本账号。', okText: '解除绑定' },
                  onClick: () => unbind(binding),
                },
              ]}
            />,
          ]}
        >
          <List.Item.Meta
            title={BINDING_KIND_LABELS[binding.kind]}
            description={`${binding.externalId} · 绑定于 ${dayjs(binding.createdAt).format('YYYY-MM-DD HH:mm')}`}
          />
        </List.Item>
      )}
    />
  );
}
