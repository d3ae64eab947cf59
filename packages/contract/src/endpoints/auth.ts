import { type Static, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { configMenu, defineEndpoint, signedIn, visitor } from '../endpoint.ts';

export const RoleSchema = Type.Object({
  id: Type.String(),
  roleName: Type.String(),
  roleAlias: Type.String({ description: 'student | teacher | staff | admin' }),
  roleType: Type.String(),
});

export const ConfigMenuEntrySchema = Type.Object({
  /** Route path the guard matches, e.g. `/userFrameConfig/homePageConfig`. */
  path: Type.String({ minLength: 1, maxLength: 200 }),
  /** Route name the guard matches, e.g. `homePageConfig`. */
  name: Type.String({ minLength: 1, maxLength: 100 }),
});
export type ConfigMenuEntry = Static<typeof ConfigMenuEntrySchema>;

/**
 * Every configuration page of SPEC §2 (§6: they need an entry in the user's
 * configuration menu). A role's page list may only name these.
 */
export const CONFIG_PAGES: readonly ConfigMenuEntry[] = [
  { path: '/home/cardBusinessConfig', name: 'cardBusinessConfig' },
  { path: '/userFrameConfig/homePageConfig', name: 'homePageConfig' },
  { path: '/userFrameConfig/serviceHallConfig', name: 'serviceHallConfig' },
  { path: '/userFrameConfig/threeListsConfig', name: 'threeListsConfig' },
  { path: '/userFrameConfig/processServiceCenterConfig', name: 'processServiceCenterConfig' },
  { path: '/userFrameConfig/applicationServiceCenterConfig', name: 'applicationServiceCenterConfig' },
  { path: '/userFrameConfig/effectivenessMonitoringConfig', name: 'effectivenessMonitoringConfig' },
  { path: '/userFrameConfig/preLoginConfig', name: 'preLoginConfig' },
  { path: '/userFrameConfig/messageManageConfig', name: 'messageManageConfig' },
  { path: '/userFrameConfig/addNavigation', name: 'addNavigation' },
  { path: '/userFrameConfig/robotConfig', name: 'robotConfig' },
  { path: '/userFrameConfig/loginConfig', name: 'loginConfig' },
  { path: '/userFrameConfig/themeConfig', name: 'themeConfig' },
];

/**
 * Which configuration page governs the role page lists: role pages decide who
 * may configure the home-page frame, so they are managed from that page.
 */
export const ROLE_PAGES_MENU = 'homePageConfig';

/** The login configuration page (sign-in modes, CAS, OIDC, micro-service, password rules). */
export const LOGIN_CONFIG_MENU = 'loginConfig';

/** Result of a successful sign-in or refresh (SPEC §3 "User info (login)"). */
export const TokenResultSchema = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  token_type: Type.Literal('bearer'),
  /** Seconds until the access token expires. */
  expires_in: Type.Integer(),
  tenant_id: Type.String(),
  user_id: Type.String(),
  account: Type.String(),
  nick_name: Type.String(),
  roles: Type.Array(RoleSchema),
  role_id: Type.String(),
  role_type: Type.String(),
  /** Response-signing key for this sign-in (SPEC §5 integrity check); with its id sent back as `sign-id`. */
  sign_id: Type.String(),
  sign_key: Type.String(),
  /**
   * SSO ticket (SPEC §3 "SSO ticket data"): a new SSO session on sign-in and
   * token sign-in; absent on refresh, where the client keeps its session.
   */
  ticket: Type.Optional(Type.Object({ tgt: Type.String(), expireTime: Type.Integer({ description: 'seconds the SSO session lives' }) })),
  /**
   * Present and true on a password sign-in of an account that must change its
   * password first (accounts created by an import): until `updatePassword`
   * succeeds, every signed-in call except it, getUserInfo and sign-out is refused.
   */
  must_change_password: Type.Optional(Type.Boolean()),
});

export const UserInfoSchema = Type.Object({
  user_id: Type.String(),
  tenant_id: Type.String(),
  account: Type.String(),
  nick_name: Type.String(),
  real_name: Type.String(),
  dept_id: Type.Union([Type.String(), Type.Null()]),
  dept_name: Type.Union([Type.String(), Type.Null()]),
  roles: Type.Array(RoleSchema),
  configurationMenu: Type.Array(ConfigMenuEntrySchema),
});

const TokenQuery = Type.Object({
  tenantId: Type.Optional(Type.String({ maxLength: 12 })),
  grant_type: Type.Optional(Type.Union([Type.Literal('password'), Type.Literal('refresh_token')])),
  scope: Type.Optional(Type.String({ maxLength: 20 })),
  username: Type.Optional(Type.String({ maxLength: 64 })),
  password: Type.Optional(Type.String({ maxLength: 128 })),
  refresh_token: Type.Optional(Type.String({ maxLength: 256 })),
});

/**
 * Sign-in and refresh. Parameters may come in the query (as SPEC §7 has it) or
 * in a JSON / form body (body wins); the web client sends the password in the
 * body. The tenant is the `Tenant-Id` header, else `tenantId`, else 000000.
 * Failures: 400 账号或密码错误 (same for an unknown account), 429 after
 * repeated failures, 401 for an unusable refresh token.
 */
export const oauthToken = defineEndpoint({
  name: 'oauthToken',
  method: 'POST',
  path: `${Services.auth}/oauth/token`,
  access: visitor,
  summary: 'Sign in (grant_type=password) or refresh tokens (grant_type=refresh_token)',
  query: TokenQuery,
  body: Type.Union([TokenQuery, Type.Null()]),
  result: TokenResultSchema,
});

export const getUserInfo = defineEndpoint({
  name: 'getUserInfo',
  method: 'GET',
  path: `${Services.user}/user/getUserInfo`,
  access: signedIn,
  summary: 'The signed-in user with roles and configuration menu',
  result: UserInfoSchema,
});

/** Messages of the password change (the rules themselves come from getPasswordReg). */
export const PasswordMessages = {
  /** HTTP 403 on any other signed-in call while the change is pending; its result is `{ mustChangePassword: true }`. */
  mustChange: '首次登录请先修改初始密码',
  oldRequired: '请输入原密码',
  newRequired: '请输入新密码',
  confirmRequired: '请再次输入新密码',
  mismatch: '两次输入的新密码不一致',
  sameAsOld: '新密码不能与原密码相同',
  wrongOld: '原密码错误',
  /** HTTP 429 once wrong old passwords reach the sign-in limit of the account (they count as failed sign-ins). */
  tooManyWrongOld: '原密码错误次数过多，请15分钟后再试',
  /** A password of the 10,000 most common ones, whatever the rule says. */
  common: '该密码过于常见，请换一个更难猜的密码',
  changed: '密码修改成功',
  saved: '密码规则已保存',
} as const;

export const PasswordRuleSchema = Type.Object({
  /** A JavaScript regular expression (source, no flags) a new password must match. */
  passwordReg: Type.String(),
  /** What the rule asks for, shown when a password does not match. */
  passwordRegMsg: Type.String(),
});

export const getPasswordReg = defineEndpoint({
  name: 'getPasswordReg',
  method: 'POST',
  path: `${Services.workbench}/eduSystemManagePwdConfig/getPasswordReg`,
  access: visitor,
  summary: 'The password rule of this installation (SPEC §5: password rules come from the server)',
  body: Type.Union([Type.Object({ tenantId: Type.Optional(Type.String({ maxLength: 12 })) }), Type.Null()]),
  result: PasswordRuleSchema,
});

/**
 * What an administrator may require of passwords beyond the default (8 to 64
 * characters with a letter and a digit, not one of the 10,000 most common):
 * the policy can only tighten it.
 */
export const PASSWORD_POLICY_LIMITS = { minLength: { min: 8, max: 32 }, maxLength: 64 } as const;

export const PasswordPolicySchema = Type.Object({
  /** Fewest characters, 8 to 32. */
  minLength: Type.Integer({ minimum: PASSWORD_POLICY_LIMITS.minLength.min, maximum: PASSWORD_POLICY_LIMITS.minLength.max }),
  /** Both an upper-case and a lower-case letter. */
  requireMixedCase: Type.Boolean(),
  /** A character that is neither letter nor digit. */
  requireSymbol: Type.Boolean(),
});
export type PasswordPolicy = Static<typeof PasswordPolicySchema>;

export const getPasswordConfig = defineEndpoint({
  name: 'getPasswordConfig',
  method: 'POST',
  path: `${Services.workbench}/eduSystemManagePwdConfig/detail`,
  access: configMenu(ROLE_PAGES_MENU, LOGIN_CONFIG_MENU),
  summary: "The tenant's password policy and the rule it makes (SPEC §7 names the call; managed beside the role pages)",
  body: Type.Union([Type.Object({}), Type.Null()]),
  result: Type.Composite([PasswordPolicySchema, PasswordRuleSchema]),
});

export const savePasswordConfig = defineEndpoint({
  name: 'savePasswordConfig',
  method: 'POST',
  path: `${Services.workbench}/eduSystemManagePwdConfig/submit`,
  access: configMenu(ROLE_PAGES_MENU, LOGIN_CONFIG_MENU),
  summary: "Replaces the tenant's password policy; applies to every later change and imported initial password",
  body: PasswordPolicySchema,
  result: Type.Composite([PasswordPolicySchema, PasswordRuleSchema]),
});

export const updatePassword = defineEndpoint({
  name: 'updatePassword',
  method: 'POST',
  path: `${Services.user}/user/update-password`,
  access: signedIn,
  summary:
    'Changes the signed-in user’s password: the old one must be right, the new one must follow getPasswordReg, ' +
    'not be a common password, differ from the old and be typed twice alike. Clears a pending forced change and ends ' +
    'every other sign-in of the user. Failures: 1004 with the reason; wrong old passwords count as failed sign-ins ' +
    '(429 at the limit).',
  body: Type.Object({
    oldPassword: Type.String({ maxLength: 128 }),
    newPassword: Type.String({ maxLength: 128 }),
    newPassword1: Type.String({ maxLength: 128 }),
  }),
  result: Type.Null(),
});

export const loginOut = defineEndpoint({
  name: 'loginOut',
  method: 'GET',
  path: `${Services.workbench}/auth/loginOut`,
  access: visitor,
  summary:
    'Sign out: the token in the access-token (or Blade-Auth) header stops working at once, with its refresh tokens; ' +
    'the SSO session named by the cas-ticket header (or casTicket) ends. Idempotent.',
  query: Type.Object({ casTicket: Type.Optional(Type.String({ maxLength: 128 })) }),
  result: Type.Null(),
});

export const tokenLogin = defineEndpoint({
  name: 'tokenLogin',
  method: 'POST',
  path: `${Services.workbench}/auth/tokenLogin`,
  access: visitor,
  summary:
    'Sign in with tokens handed over by another system (headers access-token and refresh-token, or the body): ' +
    'the access token must be valid; the refresh token of the same sign-in rotates and a new SSO session starts',
  body: Type.Union([
    Type.Object({
      accessToken: Type.Optional(Type.String({ maxLength: 4096 })),
      refreshToken: Type.Optional(Type.String({ maxLength: 256 })),
    }),
    Type.Null(),
  ]),
  result: TokenResultSchema,
});

/** Which ways of signing in a tenant offers. */
export const SignInModesSchema = Type.Object({
  password: Type.Boolean(),
  cas: Type.Boolean(),
  oidc: Type.Boolean(),
  microService: Type.Boolean(),
});
export type SignInModes = Static<typeof SignInModesSchema>;

/**
 * The public part of the login configuration (SPEC §3 "Login config"):
 * `status` 1 when the configuration is in force, `isSelfCas` 1 when /login
 * hands over to the school's CAS.
 */
export const LoginConfigSchema = Type.Object({
  eduSystemManageIdentityAuth: Type.Object({ status: Type.Integer(), isSelfCas: Type.Integer() }),
  modes: SignInModesSchema,
});

export const authInit = defineEndpoint({
  name: 'authInit',
  method: 'POST',
  path: `${Services.workbench}/auth/auth/init`,
  access: visitor,
  summary: 'Login configuration of the tenant (Tenant-Id header, else 000000): the public part only (SPEC §3 "Login config")',
  result: LoginConfigSchema,
});

export const RobotConfigSchema = Type.Object({
  robotName: Type.String(),
  robotAvatar: Type.String(),
  greeting: Type.String(),
  enabled: Type.Boolean(),
  helpFeedbackUrl: Type.String(),
});

export const nobodyIndex = defineEndpoint({
  name: 'nobodyIndex',
  method: 'POST',
  path: `${Services.platform}/nobody/index/index`,
  access: visitor,
  summary: 'Start-up data for every visitor: robot (help) configuration and the visitor response-signing key',
  result: Type.Object({
    questionBasciConfig: RobotConfigSchema,
    /** Present when the caller has no signing key yet (SPEC §5 integrity check). */
    sign_id: Type.Optional(Type.String()),
    sign_key: Type.Optional(Type.String()),
  }),
});

const CasBody = Type.Object({ casTicket: Type.String({ minLength: 1, maxLength: 128 }) });
const SessionValidResult = Type.Object({
  /** Seconds left; 0 or less means the SSO session has ended. */
  remainingTime: Type.Integer(),
});

export const getSessionValidTime = defineEndpoint({
  name: 'getSessionValidTime',
  method: 'POST',
  path: `${Services.workbench}/nobody/cas/getSessionValidTime`,
  access: visitor,
  summary: 'Seconds left on an SSO session',
  body: CasBody,
  result: SessionValidResult,
});

export const updateSessionValidTime = defineEndpoint({
  name: 'updateSessionValidTime',
  method: 'POST',
  path: `${Services.workbench}/nobody/cas/updateSessionValidTime`,
  access: visitor,
  summary: 'Extend an SSO session to its full lifetime',
  body: CasBody,
  result: SessionValidResult,
});

export const removeSessionValidTime = defineEndpoint({
  name: 'removeSessionValidTime',
  method: 'POST',
  path: `${Services.workbench}/nobody/cas/removeSessionValidTime`,
  access: visitor,
  summary: 'End an SSO session',
  body: CasBody,
  result: Type.Null(),
});

export const SessionExpirationSchema = Type.Object({
  /** Seconds of SSO idle lifetime. */
  expireTime: Type.Integer(),
  outLogTip: Type.String(),
  /** Idle seconds after which the screen locks (/lock); 0: never by itself. */
  lockTime: Type.Integer({ minimum: 0 }),
});

export const getSessionExpiration = defineEndpoint({
  name: 'getSessionExpiration',
  method: 'GET',
  path: `${Services.workbench}/nobody/cas/getSessionExpiration`,
  access: visitor,
  summary: 'Session-expiration config (SPEC §3)',
  result: SessionExpirationSchema,
});

export const getRoleList = defineEndpoint({
  name: 'getRoleList',
  method: 'GET',
  path: `${Services.platform}/baseService/getRoleList`,
  visitorPath: `${Services.workbench}/baseService/getRoleList`,
  access: visitor,
  summary: "All roles of the caller's tenant (a visitor's: the Tenant-Id header or tenantId, else 000000)",
  query: Type.Object({ tenantId: Type.Optional(Type.String({ maxLength: 12 })) }),
  result: Type.Array(RoleSchema),
});

export const RolePagesSchema = Type.Object({
  roleId: Type.String(),
  roleName: Type.String(),
  roleAlias: Type.String(),
  pages: Type.Array(ConfigMenuEntrySchema),
});

export const getRolePageList = defineEndpoint({
  name: 'getRolePageList',
  method: 'POST',
  path: `${Services.platform}/baseService/getRolePageList`,
  access: configMenu(ROLE_PAGES_MENU),
  summary: 'Configuration pages each role of the tenant may open (one role when roleId is given)',
  body: Type.Union([Type.Object({ roleId: Type.Optional(Type.String({ maxLength: 32 })) }), Type.Null()]),
  result: Type.Array(RolePagesSchema),
});

export const saveRolePageList = defineEndpoint({
  name: 'saveRolePageList',
  method: 'POST',
  path: `${Services.platform}/baseService/saveRolePageList`,
  access: configMenu(ROLE_PAGES_MENU),
  summary:
    "Replaces a role's configuration pages (only pages of CONFIG_PAGES); refused with 1004 when it would take " +
    'the role-page configuration away from the caller',
  body: Type.Object({
    roleId: Type.String({ minLength: 1, maxLength: 32 }),
    pages: Type.Array(ConfigMenuEntrySchema, { maxItems: 50 }),
  }),
  result: Type.Null(),
});

export const authEndpoints = [
  getPasswordConfig,
  savePasswordConfig,
  oauthToken,
  getUserInfo,
  loginOut,
  tokenLogin,
  authInit,
  nobodyIndex,
  getSessionValidTime,
  updateSessionValidTime,
  removeSessionValidTime,
  getSessionExpiration,
  getRoleList,
  getRolePageList,
  saveRolePageList,
] as const;
