import {
  casLogin,
  combLoginToMicroService,
  getAddress,
  getLoginSettings,
  getMyBindings,
  modelLogin,
  oidcAuthorize,
  oidcLogin,
  removeBind,
  saveLoginSettings,
} from '@onehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import { visitorTenant } from '../../platform/http/tenant.ts';
import * as bindings from './bindings.ts';
import * as cas from './cas.ts';
import * as microService from './micro-service.ts';
import * as oidc from './oidc.ts';
import * as settings from './settings.ts';

/** The portal's /login address, where CAS posts its single-logout requests (the configured service URL). */
export const CAS_SERVICE_PATH = '/login';

export function registerSsoRoutes(app: FastifyInstance, platform: Platform, { route }: Router): void {
  // Administrators (menu entry loginConfig, enforced by route()); always the caller's own tenant.
  route(getLoginSettings, ({ principal }) => settings.loginSettings(platform, principal.tenantId));
  route(saveLoginSettings, ({ principal, body }) => settings.saveSettings(platform, principal.tenantId, body));

  route(getAddress, ({ request }) => cas.address(platform, visitorTenant(request)));
  route(casLogin, ({ request, body }) => cas.signIn(platform, visitorTenant(request), body.ticket));
  route(oidcAuthorize, ({ request }) => oidc.authorize(platform, visitorTenant(request)));
  route(oidcLogin, ({ request, body }) => oidc.signIn(platform, visitorTenant(request), body));
  route(combLoginToMicroService, ({ request, body }) => microService.signIn(platform, visitorTenant(request, body.tenantId), body));
  route(modelLogin, ({ request, body }) => microService.signIn(platform, visitorTenant(request, body.tenantId), body));

  route(getMyBindings, ({ principal }) => bindings.myBindings(platform, principal));
  route(removeBind, ({ principal, body }) => bindings.removeBinding(platform, principal, body.id));

  // CAS single logout (CAS protocol §2.3.3): a form post of `logoutRequest` to the service URL, by the CAS
  // server, outside the API and its client credential. It always gets 200, as CAS expects.
  app.post(CAS_SERVICE_PATH, async (request, reply) => {
    const form = request.body as Record<string, unknown> | undefined;
    const logoutRequest = typeof form?.logoutRequest === 'string' ? form.logoutRequest : undefined;
    await cas.singleLogout(platform, logoutRequest);
    return reply.code(200).type('text/plain').send('ok');
  });
}
