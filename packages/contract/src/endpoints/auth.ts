import { Type } from '@sinclair/typebox';
import { defineEndpoint, signedIn, visitor } from '../endpoint.ts';
import { Services } from '../services.ts';

export const RoleSchema = Type.Object({
  id: Type.String(),
  roleName: Type.String(),
  roleAlias: Type.String({ description: 'student | teacher | staff | admin' }),
  roleType: Type.String(),
});

export const ConfigMenuEntrySchema = Type.Object({
  /** Route name or path the guard matches, e.g. `cardBusinessConfig` or `/userFrameConfig/homePageConfig`. */
  path: Type.String(),
  name: Type.String(),
});

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
  /** SSO ticket (SPEC §3 "SSO ticket data"). */
  ticket: Type.Object({ tgt: Type.String(), expireTime: Type.Integer({ description: 'seconds the SSO session lives' }) }),
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
 * in a JSON / form body; the web client sends the password in the body.
 */
export const oauthToken = defineEndpoint({
  name: 'oauthToken',
  method: 'POST',
  path: `${Services.auth}/oauth/token`,
  access: visitor,
  summary: 'Sign in (grant_type=password) or refresh tokens (grant_type=refresh_token)',
  query: TokenQuery,
  body: Type.Optional(TokenQuery),
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

export const loginOut = defineEndpoint({
  name: 'loginOut',
  method: 'GET',
  path: `${Services.workbench}/auth/loginOut`,
  access: visitor,
  summary: 'Sign out: the access token in the access-token header stops working at once',
  result: Type.Null(),
});

export const tokenLogin = defineEndpoint({
  name: 'tokenLogin',
  method: 'POST',
  path: `${Services.workbench}/auth/tokenLogin`,
  access: visitor,
  summary: 'Sign in with tokens handed over by another system (headers access-token and refresh-token)',
  body: Type.Object({ accessToken: Type.String({ maxLength: 4096 }), refreshToken: Type.String({ maxLength: 256 }) }),
  result: TokenResultSchema,
});

export const LoginConfigSchema = Type.Object({
  eduSystemManageIdentityAuth: Type.Object({ status: Type.Integer(), isSelfCas: Type.Integer() }),
});

export const authInit = defineEndpoint({
  name: 'authInit',
  method: 'POST',
  path: `${Services.workbench}/auth/auth/init`,
  access: visitor,
  summary: 'Login configuration (SPEC §3 "Login config")',
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
  summary: 'All roles of the tenant',
  result: Type.Array(RoleSchema),
});

export const getRolePageList = defineEndpoint({
  name: 'getRolePageList',
  method: 'POST',
  path: `${Services.platform}/baseService/getRolePageList`,
  access: signedIn,
  summary: 'Pages each role may open (per-role page list)',
  result: Type.Array(Type.Object({ roleId: Type.String(), roleAlias: Type.String(), pages: Type.Array(ConfigMenuEntrySchema) })),
});

export const authEndpoints = [
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
] as const;
