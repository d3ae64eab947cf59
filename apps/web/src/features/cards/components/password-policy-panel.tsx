import { PASSWORD_POLICY_LIMITS, PasswordMessages, type PasswordPolicy } from '@onehall/contract';
import { Alert, App, Button, Form, InputNumber, Result, Skeleton, Switch } from 'antd';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { ConfigPanel, fieldRules, PanelForm, PanelFormActions } from '../../../components/config-page/index.ts';
import { usePasswordPolicy } from '../api/get-password-config.ts';
import { useSavePasswordPolicy } from '../api/save-password-config.ts';

const { min, max } = PASSWORD_POLICY_LIMITS.minLength;

/**
 * What new passwords must be: applies to every later change and imported
 * initial password. The default (8 characters, a letter and a digit, not a
 * common password) can only be tightened.
 */
export function PasswordPolicyPanel() {
  const { message } = App.useApp();
  const detail = usePasswordPolicy();
  const save = useSavePasswordPolicy();
  const [form] = Form.useForm<PasswordPolicy>();

  const submit = async ({ minLength, requireMixedCase, requireSymbol }: PasswordPolicy) => {
    const env = await save.mutateAsync({ minLength, requireMixedCase, requireSymbol });
    if (!isOk(env)) return reportError(env);
    void message.success(PasswordMessages.saved);
  };

  if (detail.isError && !detail.data) {
    return (
      <Result
        status="error"
        title="密码规则加载失败"
        subTitle={detail.error.message}
        extra={<Button onClick={() => void detail.refetch()}>重试</Button>}
      />
    );
  }
  if (!detail.data) return <Skeleton active />;

  const { passwordReg: _pattern, passwordRegMsg, ...policy } = detail.data;
  return (
    <ConfigPanel
      notice={
        <Alert
          type="info"
          showIcon
          title={`当前规则：${passwordRegMsg}`}
          description="常见密码（如 password1）始终不可使用。新规则用于此后的密码修改和导入账号的初始密码，已有密码不受影响。"
        />
      }
    >
      <PanelForm>
        <Form<PasswordPolicy> form={form} initialValues={policy} layout="vertical" onFinish={submit}>
          <Form.Item
            name="minLength"
            label="最短长度"
            {...fieldRules({
              label: '最短长度',
              required: 'number',
              validator: async (value) => {
                if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
                  throw new Error(`请输入${min}到${max}之间的整数`);
              },
            })}
          >
            <InputNumber precision={0} suffix="位" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="requireMixedCase" label="须同时包含大写字母和小写字母" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="requireSymbol" label="须包含特殊字符" valuePropName="checked">
            <Switch />
          </Form.Item>
          <PanelFormActions saving={save.isPending} onCancel={() => form.resetFields()} />
        </Form>
      </PanelForm>
    </ConfigPanel>
  );
}
