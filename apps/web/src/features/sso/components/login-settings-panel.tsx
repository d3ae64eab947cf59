import { type LoginSettings, SsoMessages } from '@onehall/contract';
import { Alert, App, Button, Divider, Form, Input, Result, Skeleton, Switch } from 'antd';
import { useEffect } from 'react';
import { fieldRules, PanelForm, PanelFormActions, savedOk } from '../../../components/config-page/index.ts';
import { useLoginSettings } from '../api/get-login-settings.ts';
import { type LoginSettingsBody, useSaveLoginSettings } from '../api/save-login-settings.ts';

type Values = Omit<LoginSettingsBody, 'oidcClientSecret' | 'microServiceSecret'> & {
  oidcClientSecret?: string;
  microServiceSecret?: string;
};

const WEB_ADDRESS = { test: /^https?:\/\/\S+$/i, message: '请输入 http(s):// 开头的网址' };
const address = (label: string) => fieldRules({ label, required: true, max: 500, pattern: WEB_ADDRESS });
const secretPlaceholder = (set: boolean) => (set ? '已设置，留空则不修改' : '请输入');

/** The portal's own /login, where CAS and the identity provider send the browser back. */
const portalLogin = () => `${window.location.origin}/login`;

/**
 * 登录方式: which ways of signing in are on, the school's CAS and OpenID
 * Connect provider, and the work app's signing secret. Secrets are never
 * shown again once saved (docs/design/sso.md).
 */
export function LoginSettingsPanel() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const settings = useLoginSettings();
  const save = useSaveLoginSettings();
  const modes = Form.useWatch('modes', form) as LoginSettings['modes'] | undefined;

  const reset = () => {
    if (!settings.data) return;
    const { oidcClientSecretSet: _o, microServiceSecretSet: _m, ...values } = settings.data;
    form.setFieldsValue({
      ...values,
      casServiceUrl: values.casServiceUrl || portalLogin(),
      oidcRedirectUri: values.oidcRedirectUri || portalLogin(),
      oidcClientSecret: '',
      microServiceSecret: '',
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the saved values whenever they load
  useEffect(reset, [settings.data]);

  if (settings.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (settings.isError)
    return (
      <Result
        status="error"
        title="登录配置加载失败"
        subTitle={settings.error.message}
        extra={<Button onClick={() => void settings.refetch()}>重试</Button>}
      />
    );
  const { oidcClientSecretSet, microServiceSecretSet } = settings.data;

  const submit = async (v: Values) => {
    const env = await save.mutateAsync({
      ...v,
      oidcClientSecret: v.oidcClientSecret || undefined,
      microServiceSecret: v.microServiceSecret || undefined,
    });
    if (savedOk(env)) void message.success(SsoMessages.saved);
  };

  return (
    <PanelForm wide>
      <Form<Values> form={form} layout="vertical" onFinish={submit} aria-label="登录方式">
        <Alert
          type="info"
          showIcon
          title="开启 CAS 后，登录页直接跳转到学校的统一身份认证；账号通过绑定或映射的属性对应到本系统账号。"
          style={{ marginBottom: 16 }}
        />
        <Form.Item name={['modes', 'password']} label="账号密码登录" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name={['modes', 'cas']} label="CAS 统一身份认证" valuePropName="checked">
          <Switch />
        </Form.Item>
        {modes?.cas && (
          <>
            <Form.Item name="casServerUrl" label="CAS 服务地址" extra="如 https://cas.example.edu/cas" {...address('CAS 服务地址')}>
              <Input />
            </Form.Item>
            <Form.Item name="casServiceUrl" label="回调地址（service）" extra="在 CAS 登记的本系统登录页地址" {...address('回调地址')}>
              <Input />
            </Form.Item>
            <Form.Item name="casAccountAttribute" label="账号属性" extra="CAS 返回的哪个属性是本系统账号；留空则使用 CAS 用户名">
              <Input maxLength={100} />
            </Form.Item>
          </>
        )}
        <Divider />
        <Form.Item name={['modes', 'oidc']} label="OpenID Connect 统一身份认证" valuePropName="checked">
          <Switch />
        </Form.Item>
        {modes?.oidc && (
          <>
            <Form.Item name="oidcIssuer" label="签发者地址（issuer）" {...address('签发者地址')}>
              <Input />
            </Form.Item>
            <Form.Item name="oidcClientId" label="客户端 ID" {...fieldRules({ label: '客户端 ID', required: true, max: 100 })}>
              <Input />
            </Form.Item>
            <Form.Item name="oidcClientSecret" label="客户端密钥">
              <Input.Password placeholder={secretPlaceholder(oidcClientSecretSet)} maxLength={200} autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="oidcRedirectUri" label="回调地址（redirect_uri）" {...address('回调地址')}>
              <Input />
            </Form.Item>
            <Form.Item name="oidcScopes" label="授权范围（scope）" extra="以空格分隔，openid 总会请求">
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="oidcAccountClaim" label="账号声明（claim）" extra="如 preferred_username；留空则只允许已绑定的身份登录">
              <Input maxLength={100} />
            </Form.Item>
          </>
        )}
        <Divider />
        <Form.Item name={['modes', 'microService']} label="企业微信（微服务）登录" valuePropName="checked">
          <Switch />
        </Form.Item>
        {modes?.microService && (
          <Form.Item name="microServiceSecret" label="签名密钥" extra="企业微信应用对一次性登录码签名所用的密钥（HMAC-SHA256）">
            <Input.Password placeholder={secretPlaceholder(microServiceSecretSet)} maxLength={200} autoComplete="new-password" />
          </Form.Item>
        )}
        <PanelFormActions saving={save.isPending} onCancel={reset} />
      </Form>
    </PanelForm>
  );
}
