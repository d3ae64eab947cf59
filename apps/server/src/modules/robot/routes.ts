import {
  robotBaseInfo,
  robotGreet,
  robotIsSolve,
  robotRecommendList,
  robotRecordQuestion,
  robotSceneList,
  robotSceneSelectList,
  robotSearch,
  robotWantAnswer,
} from '@onehall/contract';
import type { FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/context.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import { visitorTenant } from '../../platform/http/tenant.ts';
import * as answers from './answers.ts';
import * as config from './config.ts';

/** The help robot (docs/design/robot.md); each call also answers visitors on its nobody twin. */
export function registerRobotRoutes(platform: Platform, { route }: Router): void {
  const tenantOf = (principal: { tenantId: string } | null, request: FastifyRequest) => principal?.tenantId ?? visitorTenant(request);

  route(robotBaseInfo, ({ principal, request }) => config.baseInfo(platform, tenantOf(principal, request)));
  route(robotSceneList, ({ principal, request }) => config.sceneList(platform, principal, tenantOf(principal, request)));
  route(robotSceneSelectList, ({ principal, request }) => config.sceneOptions(platform, principal, tenantOf(principal, request)));
  route(robotGreet, ({ principal, request }) => answers.greet(platform, principal, tenantOf(principal, request)));
  route(robotRecommendList, ({ principal, request, query }) =>
    answers.recommended(platform, principal, tenantOf(principal, request), query.sceneId),
  );
  route(robotWantAnswer, ({ principal, request, query }) =>
    answers.suggestions(platform, principal, tenantOf(principal, request), query.keyword),
  );
  route(robotSearch, ({ principal, request, body }) => answers.search(platform, principal, tenantOf(principal, request), body));
  route(robotIsSolve, ({ principal, request, body }) => answers.isSolve(platform, principal, tenantOf(principal, request), body));
  route(robotRecordQuestion, ({ principal, request, body }) =>
    answers.recordQuestion(platform, principal, tenantOf(principal, request), body.question),
  );
}
