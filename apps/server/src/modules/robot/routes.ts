import {
  robotAdminConfig,
  robotAdminSceneList,
  robotBaseInfo,
  robotConfigSave,
  robotEntryPage,
  robotEntryRemove,
  robotEntrySave,
  robotGreet,
  robotIsSolve,
  robotRecommendList,
  robotRecordQuestion,
  robotSceneList,
  robotSceneRemove,
  robotSceneSave,
  robotSceneSelectList,
  robotSearch,
  robotServiceOptions,
  robotUnansweredDismiss,
  robotUnansweredPage,
  robotUnansweredToEntry,
  robotWantAnswer,
} from '@onehall/contract';
import type { FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/context.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import { visitorTenant } from '../../platform/http/tenant.ts';
import * as admin from './admin.ts';
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

  // Administrators (menu entry robotConfig, enforced by route()); always the caller's own tenant.
  route(robotAdminConfig, ({ principal }) => admin.adminConfig(platform, principal.tenantId));
  route(robotConfigSave, ({ principal, body }) => admin.saveConfig(platform, principal.tenantId, body));
  route(robotAdminSceneList, ({ principal }) => admin.sceneList(platform, principal.tenantId));
  route(robotSceneSave, ({ principal, body }) => admin.saveScene(platform, principal.tenantId, body));
  route(robotSceneRemove, ({ principal, body }) => admin.removeScene(platform, principal.tenantId, body.id));
  route(robotEntryPage, ({ principal, body }) => admin.pageEntries(platform, principal.tenantId, body));
  route(robotEntrySave, ({ principal, body }) => admin.saveEntry(platform, principal.tenantId, body));
  route(robotEntryRemove, ({ principal, body }) => admin.removeEntries(platform, principal.tenantId, body.ids));
  route(robotServiceOptions, ({ principal, body }) => admin.serviceOptions(platform, principal.tenantId, body.keyword));
  route(robotUnansweredPage, ({ principal, body }) => admin.pageUnanswered(platform, principal.tenantId, body));
  route(robotUnansweredToEntry, ({ principal, body }) => admin.unansweredToEntry(platform, principal.tenantId, body));
  route(robotUnansweredDismiss, ({ principal, body }) => admin.dismissUnanswered(platform, principal.tenantId, body.ids));
}
