import * as contract from '@onehall/contract';
import {
  authInit,
  type EndpointDef,
  getPasswordConfig,
  getPasswordReg,
  getSessionExpiration,
  getSessionValidTime,
  getUserInfo,
  LockMessages,
  lockScreen,
  loginOut,
  nobodyIndex,
  oauthToken,
  PasswordMessages,
  removeSessionValidTime,
  Status,
  savePasswordConfig,
  tokenLogin,
  unlockScreen,
  updatePassword,
  updateSessionValidTime,
} from '@onehall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../../platform/auth/tokens.ts';
import type { Platform } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import { visitorTenant } from '../../platform/http/tenant.ts';
import * as loginSettings from '../sso/settings.ts';
import * as lock from './lock.ts';
import * as auth from './service.ts';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) || undefined;
}

const isEndpoint = (value: unknown): value is EndpointDef =>
  typeof value === 'object' && value !== null && 'access' in value && 'path' in value && 'name' in value;

const visitorCalls = (Object.values(contract) as unknown[])
  .filter(isEndpoint)
  .filter((def) => def.access.kind === 'visitor')
  .map((def) => def.name);

/** Calls a user with a pending forced password change may still make: visitor calls, these, nothing else. */
const openWhilePasswordChangePending = new Set([...visitorCalls, getUserInfo.name, updatePassword.name]);

/** Calls a locked sign-in may still make: what the locked page needs, and locking again. */
const openWhileLocked = new Set([
  ...visitorCalls,
  getUserInfo.name,
  unlockScreen.name,
  lockScreen.name,
  getSessionValidTime.name,
  removeSessionValidTime.name,
]);

const refusalIf = (pendingChange: boolean, locked: boolean) => {
  if (locked) return new AppError(Status.FORBIDDEN, LockMessages.locked, { screenLocked: true });
  return pendingChange ? new AppError(Status.FORBIDDEN, PasswordMessages.mustChange, { mustChangePassword: true }) : undefined;
};

export function registerAuthRoutes(app: FastifyInstance, platform: Platform, { route }: Router): void {
  // An account created by an import must change its initial password before using the portal (issue 5), and a
  // locked sign-in is refused on the server, not only by the page (issue 19). A callback hook: visitors (most
  // traffic) pass without a promise hop, and so do signed-in calls once this node remembers both answers.
  app.addHook('preValidation', (request, _reply, done) => {
    const principal = request.principal;
    if (!principal || !request.url.startsWith('/api/')) return done();
    const operation = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId ?? '';
    const pending = openWhilePasswordChangePending.has(operation) ? false : auth.mustChangePassword(platform, principal.userId);
    const locked = openWhileLocked.has(operation) ? false : lock.isLocked(platform, principal.family);
    if (!(pending instanceof Promise) && !(locked instanceof Promise)) return done(refusalIf(pending, locked));
    Promise.all([pending, locked]).then(([p, l]) => done(refusalIf(p, l)), done);
  });

  route(oauthToken, ({ query, body, request }) => {
    // SPEC §7 sends the parameters in the query; form and JSON bodies are accepted too, and win.
    const params = { ...query, ...body };
    if (params.grant_type === 'refresh_token') return auth.refresh(platform, params.refresh_token);
    if (params.grant_type === 'password') {
      return auth.signInWithPassword(platform, {
        tenantId: visitorTenant(request, params.tenantId),
        account: params.username?.trim() ?? '',
        password: params.password ?? '',
        ip: request.ip,
        gone: () => request.raw.socket?.destroyed === true,
      });
    }
    throw badRequest('不支持的授权类型，grant_type 应为 password 或 refresh_token');
  });

  route(loginOut, ({ request, query }) =>
    auth.signOut(
      platform,
      header(request, 'access-token') ?? bearerToken(request.headers['blade-auth']),
      header(request, 'cas-ticket') ?? query.casTicket,
    ),
  );

  route(tokenLogin, ({ request, body }) =>
    auth.tokenLogin(
      platform,
      header(request, 'access-token') ?? body?.accessToken,
      header(request, 'refresh-token') ?? body?.refreshToken,
      header(request, 'tenant-id'),
    ),
  );

  route(authInit, ({ request }) => loginSettings.publicLoginConfig(platform, visitorTenant(request)));

  route(nobodyIndex, ({ request, principal }) =>
    auth.visitorIndex(platform, principal?.tenantId ?? visitorTenant(request), header(request, 'sign-id')),
  );

  route(getSessionValidTime, async ({ body }) => ({ remainingTime: await platform.sso.remaining(body.casTicket) }));
  route(updateSessionValidTime, async ({ body }) => ({ remainingTime: await platform.sso.extend(body.casTicket) }));
  route(removeSessionValidTime, async ({ body }) => {
    await platform.sso.remove(body.casTicket);
    return null;
  });
  route(getSessionExpiration, () => auth.sessionExpiration(platform));
  route(getPasswordReg, ({ request, body }) => auth.passwordRule(platform, visitorTenant(request, body?.tenantId)));
  route(updatePassword, ({ principal, body, request }) => auth.changePassword(platform, principal, body, request.ip));
  route(getPasswordConfig, ({ principal }) => auth.passwordConfig(platform, principal.tenantId));
  route(savePasswordConfig, ({ principal, body }) => auth.savePasswordConfig(platform, principal, body));
  route(lockScreen, ({ principal }) => lock.lock(platform, principal));
  route(unlockScreen, ({ principal, body }) => lock.unlock(platform, principal, body.password));
}
