import { PasswordMessages } from '@onehall/contract';
import { App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { usePasswordRule } from '../api/get-password-rule.ts';
import { updateOwnPassword } from '../api/update-own-password.ts';
import { confirmPasswordRules, newPasswordRules } from './new-password-rules.ts';
import { passwordRuleState } from './password-rule-state.tsx';
import './own-password-form.css';

interface OwnPasswordValues {
  oldPassword: string;
  newPassword: string;
  newPassword1: string;
}

/**
 * 修改密码 of the personal centre: old password, then the new one twice
 * under the rule of getPasswordReg (the server checks it again). The server
 * ends the user's other sign-ins; this one goes on.
 */
export function OwnPasswordForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<OwnPasswordValues>();
  const [saving, setSaving] = useState(false);
  const rule = usePasswordRule();

  const submit = async (values: OwnPasswordValues) => {
    setSaving(true);
    try {
      const env = await updateOwnPassword(values);
      if (!isOk(env)) {
        reportError(env);
        return;
      }
      message.success(PasswordMessages.changed);
      form.resetFields();
    } finally {
      setSaving(false);
    }
  };

  const ruleState = passwordRuleState(rule);
  if (ruleState || !rule.data) return ruleState;

  return (
    <Form<OwnPasswordValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(v) => void submit(v)}
      disabled={saving}
      className="oh-own-password"
    >
      <Form.Item label="原密码" name="oldPassword" rules={[{ required: true, message: PasswordMessages.oldRequired }]}>
        <Input.Password autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        label="新密码"
        name="newPassword"
        dependencies={['oldPassword']}
        validateFirst
        extra={rule.data.message}
        rules={newPasswordRules(rule.data, (get) => get('oldPassword'))}
      >
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Form.Item label="确认新密码" name="newPassword1" dependencies={['newPassword']} validateFirst rules={confirmPasswordRules}>
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        修改密码
      </Button>
      <Typography.Paragraph type="secondary" className="oh-own-password__hint">
        修改成功后，您在其他设备上的登录将失效，需要用新密码重新登录。
      </Typography.Paragraph>
    </Form>
  );
}
