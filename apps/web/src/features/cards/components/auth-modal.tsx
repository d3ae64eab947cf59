import { App, Checkbox, Modal, Result, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { showError } from '../../../api/client.ts';
import { type AuthTarget, useAuthConfig, useSaveAuthConfig } from '../api/index-config.ts';
import { useRoles } from '../api/role-pages.ts';

export interface AuthSubject {
  target: AuthTarget;
  id: string;
  name: string;
}

/** Who may see a type or a card: role aliases; none ticked means every signed-in user. */
export function AuthModal({ subject, onClose }: { subject: AuthSubject | null; onClose: () => void }) {
  const { message } = App.useApp();
  const roles = useRoles();
  const current = useAuthConfig(subject?.target ?? 'type', subject?.id ?? null);
  const save = useSaveAuthConfig();
  const [chosen, setChosen] = useState<string[]>([]);

  useEffect(() => {
    if (current.data) setChosen(current.data);
  }, [current.data]);

  const submit = async () => {
    if (!subject) return;
    const env = await save.mutateAsync({ target: subject.target, id: subject.id, roles: chosen });
    if (env.status !== 1000) return showError(env);
    void message.success('权限已保存');
    onClose();
  };

  const failed = roles.error ?? current.error;
  return (
    <Modal
      open={!!subject}
      title={subject ? `${subject.target === 'type' ? '分类' : '卡片'}权限：${subject.name}` : ''}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ disabled: !current.data || !roles.data }}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {failed ? (
        <Result status="error" title="权限加载失败" subTitle={failed.message} />
      ) : !current.data || !roles.data ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph type="secondary">勾选可以看到的角色；不勾选表示所有登录用户都可以看到。</Typography.Paragraph>
          <Checkbox.Group
            className="oh-cards-config__checks"
            value={chosen}
            onChange={(v) => setChosen(v.map(String))}
            options={roles.data.map((r) => ({ value: r.roleAlias, label: r.roleName }))}
          />
        </>
      )}
    </Modal>
  );
}
