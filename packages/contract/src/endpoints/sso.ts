import { type Static, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { configMenu, defineEndpoint, signedIn, visitor } from '../endpoint.ts';
import { LOGIN_CONFIG_MENU, SignInModesSchema, TokenResultSchema } from './auth.ts';

/** Messages of single sign-on (docs/design/sso.md). */
export const SsoMessages = {
  saved: '登录配置已保存',
  noMode: '至少需要开启一种登录方式',
  casIncomplete: '开启 CAS 登录需填写 CAS 服务地址和回调地址',
  oidcIncomplete: '开启统一身份认证需填写签发者地址、客户端 ID 和密钥',
  microIncomplete: '开启微服务登录需设置签名密钥',
  /** Password sign-in refused while the mode is off; holders of the 登录配置 menu still get in, to repair a broken setup. */
  passwordOff: '本校已关闭账号密码登录，请使用统一身份认证登录',
  casOff: '未开启 CAS 登录',
  oidcOff: '未开启统一身份认证登录',
  microOff: '未开启微服务登录',
  ticketRefused: '登录票据无效或已过期，请重新登录',
  proxyTicket: '不接受代理票据，请重新登录',
  casUnreachable: '统一认证服务暂时无法访问，请稍后再试',
  noAccount: '该身份未关联本系统账号，请联系管理员',
  oidcRefused: '统一身份认证失败，请重新登录',
  codeRefused: '登录码无效或已使用，请重新进入',
  codeExpired: '登录码已过期，请重新进入',
  lastWayIn: '这是账号唯一的登录方式，不能解除绑定',
  bindingMissing: '绑定不存在',
  removed: '已解除绑定',
} as const;

/** Where an identity comes from: a CAS user, an OIDC subject, a WeCom/WeChat work user. */
export const BindingKindSchema = Type.Union([Type.Literal('cas'), Type.Literal('oidc'), Type.Literal('wecom')]);
export type BindingKind = Static<typeof BindingKindSchema>;

const Url = Type.String({ maxLength: 500, pattern: '^$|^https?://' });
const Name = Type.String({ maxLength: 100 });

/** The login configuration as administrators see it: secrets are write-only, only whether one is set shows. */
export const LoginSettingsSchema = Type.Object({
  modes: SignInModesSchema,
  /** CAS server base, e.g. https://cas.example.edu/cas (login at `/login`, validation at `/p3/serviceValidate`). */
  casServerUrl: Url,
  /** This portal's /login address as registered with CAS; tickets are issued for it and single logout is posted to it. */
  casServiceUrl: Url,
  /** The CAS attribute holding the account; empty: the CAS user name itself. */
  casAccountAttribute: Name,
  oidcIssuer: Url,
  oidcClientId: Name,
  /** The portal's /login address registered with the provider as redirect URI. */
  oidcRedirectUri: Url,
  /** Space-separated; `openid` is always asked for. */
  oidcScopes: Type.String({ maxLength: 200 }),
  /** The claim holding the account, e.g. preferred_username; empty: only bound subjects sign in. */
  oidcAccountClaim: Name,
  oidcClientSecretSet: Type.Boolean(),
  microServiceSecretSet: Type.Boolean(),
});
export type LoginSettings = Static<typeof LoginSettingsSchema>;

/** The configuration of a school that saved none (the demo campus, every new tenant): password sign-in only. */
export const PASSWORD_ONLY_SETTINGS: Omit<LoginSettings, 'oidcClientSecretSet' | 'microServiceSecretSet'> = {
  modes: { password: true, cas: false, oidc: false, microService: false },
  casServerUrl: '',
  casServiceUrl: '',
  casAccountAttribute: '',
  oidcIssuer: '',
  oidcClientId: '',
  oidcRedirectUri: '',
  oidcScopes: 'openid profile',
  oidcAccountClaim: '',
};

export const getLoginSettings = defineEndpoint({
  name: 'getLoginSettings',
  method: 'POST',
  path: `${Services.workbench}/eduSystemManageIdentityAuth/detail`,
  access: configMenu(LOGIN_CONFIG_MENU),
  summary: "The caller's tenant's login configuration, without its secrets",
  body: Type.Union([Type.Object({}), Type.Null()]),
  result: LoginSettingsSchema,
});

export const saveLoginSettings = defineEndpoint({
  name: 'saveLoginSettings',
  method: 'POST',
  path: `${Services.workbench}/eduSystemManageIdentityAuth/submit`,
  access: configMenu(LOGIN_CONFIG_MENU),
  summary:
    'Replaces the login configuration. A secret left out (or empty) keeps the stored one. Refused (1004) when no mode ' +
    'is on or a mode on lacks its addresses or secret',
  body: Type.Composite([
    Type.Omit(LoginSettingsSchema, ['oidcClientSecretSet', 'microServiceSecretSet']),
    Type.Object({
      oidcClientSecret: Type.Optional(Type.String({ maxLength: 200 })),
      microServiceSecret: Type.Optional(Type.String({ maxLength: 200 })),
    }),
  ]),
  result: LoginSettingsSchema,
});

export const getAddress = defineEndpoint({
  name: 'getAddress',
  method: 'POST',
  path: `${Services.workbench}/auth/getAddress`,
  access: visitor,
  summary: "The CAS login address of the tenant (Tenant-Id header), with this portal's service URL; 1004 when CAS is off",
  body: Type.Union([Type.Object({}), Type.Null()]),
  result: Type.Object({ address: Type.String(), logoutAddress: Type.String() }),
});

export const casLogin = defineEndpoint({
  name: 'casLogin',
  method: 'POST',
  path: `${Services.workbench}/auth/casLogin`,
  access: visitor,
  summary:
    'Sign-in by CAS service ticket (SPEC §4 "by ticket"): validated once with the CAS server (CAS 3.0 p3/serviceValidate ' +
    'for the configured service); proxy tickets, replayed, expired and foreign-service tickets are refused',
  body: Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 256 }) }),
  result: TokenResultSchema,
});

export const oidcAuthorize = defineEndpoint({
  name: 'oidcAuthorize',
  method: 'POST',
  path: `${Services.workbench}/nobody/oidc/authorize`,
  access: visitor,
  summary: "The identity provider's authorisation address for a new sign-in (state, nonce and PKCE kept by the server for 10 minutes)",
  body: Type.Union([Type.Object({}), Type.Null()]),
  result: Type.Object({ address: Type.String(), state: Type.String() }),
});

export const oidcLogin = defineEndpoint({
  name: 'oidcLogin',
  method: 'POST',
  path: `${Services.workbench}/auth/oidcLogin`,
  access: visitor,
  summary:
    'Completes an OpenID Connect sign-in with the code and state the provider returned: the state works once, the ' +
    'ID token must carry the nonce of that state, the subject must be bound or map to an account',
  body: Type.Object({
    code: Type.String({ minLength: 1, maxLength: 2048 }),
    state: Type.String({ minLength: 1, maxLength: 128 }),
    /** The `iss` of the authorisation response (RFC 9207), when the provider sends one. */
    iss: Type.Optional(Type.String({ maxLength: 500 })),
  }),
  result: TokenResultSchema,
});

/**
 * A one-time sign-in code from the WeCom/WeChat work app (docs/design/sso.md):
 * `sign` is the lower-case hex HMAC-SHA256, keyed with the tenant's
 * micro-service secret, of `${code}.${userId}.${timestamp}`; `timestamp` in
 * epoch milliseconds, valid for 5 minutes; each code works once.
 */
export const MicroServiceCodeSchema = Type.Object({
  code: Type.String({ minLength: 8, maxLength: 128 }),
  userId: Type.String({ minLength: 1, maxLength: 128 }),
  timestamp: Type.Integer({ minimum: 0 }),
  sign: Type.String({ minLength: 64, maxLength: 64, pattern: '^[0-9a-f]{64}$' }),
  tenantId: Type.Optional(Type.String({ maxLength: 12 })),
});

export const combLoginToMicroService = defineEndpoint({
  name: 'combLoginToMicroService',
  method: 'POST',
  path: `${Services.workbench}/nobody/weixin/combLoginToMicroService`,
  access: visitor,
  summary: 'Exchanges a signed one-time code of the WeCom/WeChat work app for a session (SPEC §4 "micro-service login")',
  body: MicroServiceCodeSchema,
  result: TokenResultSchema,
});

export const modelLogin = defineEndpoint({
  name: 'modelLogin',
  method: 'POST',
  path: `${Services.workbench}/auth/auth/modelLogin`,
  access: visitor,
  summary: 'The same exchange as combLoginToMicroService, for the portal embedded in the work app’s web view',
  body: MicroServiceCodeSchema,
  result: TokenResultSchema,
});

export const BindingSchema = Type.Object({
  id: Type.String(),
  kind: BindingKindSchema,
  externalId: Type.String(),
  createdAt: Type.String(),
});
export type Binding = Static<typeof BindingSchema>;

export const getMyBindings = defineEndpoint({
  name: 'getMyBindings',
  method: 'POST',
  path: `${Services.platform}/accountSecurity/bindList`,
  access: signedIn,
  summary: "The caller's bound identities, and whether the account has a password",
  body: Type.Union([Type.Object({}), Type.Null()]),
  result: Type.Object({ hasPassword: Type.Boolean(), bindings: Type.Array(BindingSchema) }),
});

export const removeBind = defineEndpoint({
  name: 'removeBind',
  method: 'POST',
  path: `${Services.platform}/accountSecurity/removeBind`,
  access: signedIn,
  summary: "Removes one of the caller's bindings; never the last way in (an account without a password keeps its last binding)",
  body: Type.Object({ id: Type.String({ minLength: 1, maxLength: 32 }) }),
  result: Type.Null(),
});

export const ssoEndpoints = [
  getLoginSettings,
  saveLoginSettings,
  getAddress,
  casLogin,
  oidcAuthorize,
  oidcLogin,
  combLoginToMicroService,
  modelLogin,
  getMyBindings,
  removeBind,
] as const;
