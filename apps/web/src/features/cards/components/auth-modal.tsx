import { App, Modal, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { CheckList } from '../../../components/check-list/index.ts';
import { FORM_WIDTHS } from '../../../components/config-page/index.ts';
import { useRoles } from '../api/get-role-list.ts';
import { type AuthTarget, useSaveAuthConfig } from '../api/index-type-auth-config.ts';
import { useAuthConfig } from '../api/index-type-get-auth-config.ts';

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
  // The saved roles show until the administrator ticks something for this subject;
  // a late load or a refetch then never overwrites the ticks already made.
  const subjectKey = subject ? `${subject.target}:${subject.id}` : '';
  const [edited, setEdited] = useState<{ subjectKey: string; roles: string[] } | null>(null);
  const chosen = edited?.subjectKey === subjectKey ? edited.roles : (current.data ?? []);

  const close = () => {
    setEdited(null);
    onClose();
  };

  const submit = async () => {
    if (!subject) return;
    const env = await save.mutateAsync({ target: subject.target, id: subject.id, roles: chosen });
    if (!isOk(env)) return reportError(env);
    void message.success('权限已保存');
    close();
  };

  const failed = roles.error ?? current.error;
  return (
    <Modal
      open={!!subject}
      width={FORM_WIDTHS.normal}
      title={subject ? `${subject.target === 'type' ? '分类' : '卡片'}权限：${subject.name}` : ''}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ disabled: !current.data || !roles.data }}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      {failed ? (
        <Result status="error" title="权限加载失败" subTitle={failed.message} />
      ) : !current.data || !roles.data ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph type="secondary">勾选可以看到的角色；不勾选表示所有登录用户都可以看到。</Typography.Paragraph>
          <CheckList
            aria-label="可见角色"
            value={chosen}
            onChange={(v) => setEdited({ subjectKey, roles: v })}
            options={roles.data.map((r) => ({ value: r.roleAlias, label: r.roleName }))}
          />
        </>
      )}
    </Modal>
  );
}
