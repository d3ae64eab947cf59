import { LockOutlined } from '@ant-design/icons';
import { PasswordMessages } from '@onehall/contract';
import { Alert, App, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { abandonSignIn } from '../api/abandon-sign-in.ts';
import { changePassword } from '../api/change-password.ts';
import { usePasswordRule } from '../api/get-password-rule.ts';
import { confirmPasswordRules, newPasswordRules } from './new-password-rules.ts';
import { passwordRuleState } from './password-rule-state.tsx';

interface ChangeForm {
  newPassword: string;
  newPassword1: string;
}

export interface ChangePasswordFormProps {
  /** Token of the held sign-in. */
  accessToken: string;
  /** The password just used to sign in: the server checks it as the old password. */
  oldPassword: string;
  onChanged: () => void;
  onCancel: () => void;
}

/**
 * The forced password change after signing in with an imported account's
 * initial password. The rule comes from the server (SPEC §5); the server
 * checks it again.
 */
export function ChangePasswordForm({ accessToken, oldPassword, onChanged, onCancel }: ChangePasswordFormProps) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const rule = usePasswordRule();

  const submit = async (values: ChangeForm) => {
    setSaving(true);
    try {
      const env = await changePassword(accessToken, { oldPassword, ...values });
      if (!isOk(env)) {
        reportError(env);
        return;
      }
      message.success(PasswordMessages.changed);
      onChanged();
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    void abandonSignIn(accessToken);
    onCancel();
  };

  const ruleState = passwordRuleState(rule);
  if (ruleState || !rule.data) return ruleState;

  return (
    <>
      <Alert type="warning" showIcon title="首次登录请先修改初始密码" description={rule.data.message} className="oh-login__notice" />
      <Form<ChangeForm> layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} disabled={saving}>
        <Form.Item label="新密码" name="newPassword" validateFirst rules={newPasswordRules(rule.data, () => oldPassword)}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" autoFocus maxLength={128} />
        </Form.Item>
        <Form.Item label="确认新密码" name="newPassword1" dependencies={['newPassword']} validateFirst rules={confirmPasswordRules}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <Space orientation="vertical" className="oh-login__actions">
          <Button type="primary" htmlType="submit" block size="large" loading={saving}>
            修改密码
          </Button>
          <Button block onClick={cancel} disabled={saving}>
            返回登录
          </Button>
        </Space>
        <Typography.Paragraph type="secondary" className="oh-login__hint">
          修改成功后将自动进入系统。
        </Typography.Paragraph>
      </Form>
    </>
  );
}
