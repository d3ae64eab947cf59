import { schoolIdentityDetail, schoolIdentitySubmit } from '@onehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import * as school from './identity.ts';

export function registerSchoolRoutes(_app: FastifyInstance, platform: Platform, { route }: Router): void {
  // The identity form of 首页配置 and 登录前配置 (either configuration menu; enforced by route()).
  route(schoolIdentityDetail, ({ principal }) => school.identity(platform, principal.tenantId));
  route(schoolIdentitySubmit, ({ principal, body }) => school.saveIdentity(platform, principal.tenantId, principal.userId, body));
}
