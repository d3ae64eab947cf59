import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform/context.ts';
import { createRouter } from '../platform/http/endpoints.ts';
import type { RealtimeHub } from '../platform/realtime/hub.ts';
import { installRealtime } from '../platform/realtime/install.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerCardsRoutes } from './cards/routes.ts';
import { catchUpChat } from './chat/push.ts';
import { registerChatRoutes } from './chat/routes.ts';
import { registerDutiesRoutes } from './duties/routes.ts';
import { registerEfficiencyRoutes } from './efficiency/routes.ts';
import { registerEmbeddedRoutes } from './embedded/routes.ts';
import { registerJobs } from './jobs.ts';
import { catchUpEvents } from './messages/push.ts';
import { registerMessagesRoutes } from './messages/routes.ts';
import { registerNavigationRoutes } from './navigation/routes.ts';
import { registerPersonalRoutes } from './personal/routes.ts';
import { registerPreloginRoutes } from './prelogin/routes.ts';
import { registerRobotRoutes } from './robot/routes.ts';
import { registerRobotFeedbackRoutes } from './robot-feedback/routes.ts';
import { registerSchoolRoutes } from './school/routes.ts';
import { startServicesContext } from './services/context.ts';
import { registerServicesRoutes } from './services/routes.ts';
import { registerSsoRoutes } from './sso/routes.ts';
import { registerThemeRoutes } from './theme/routes.ts';
import { registerThreeListsRoutes } from './three-lists/routes.ts';
import { registerTodoRoutes } from './todo/routes.ts';
import { registerTransferRoutes } from './transfer/routes.ts';
import { registerUsersRoutes } from './users/routes.ts';
import * as users from './users/service.ts';

/**
 * Every module of the API, in one list, so the whole API is visible at a
 * glance, and what they are given: the router (whose access checks ask the
 * users module) and the node's services context.
 */
export function registerModules(app: FastifyInstance, platform: Platform): RealtimeHub {
  // Every access check asks the users module whether the caller holds a configuration menu entry.
  const router = createRouter(app, (principal, menu) => users.holdsConfigMenu(platform, principal, menu));
  // The node's service index: the modules that search or change services are given it.
  const services = startServicesContext(platform, (error, what) => app.log.error({ err: error }, what));
  app.addHook('onClose', () => services.stop());
  // Every node registers the job handlers (an embedded node runs its jobs) and offers the periodic jobs.
  const jobs = registerJobs(platform, services, app.log);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());

  registerUsersRoutes(app, platform, router);
  registerAuthRoutes(app, platform, router);
  registerSsoRoutes(app, platform, router);
  registerServicesRoutes(app, platform, router, services);
  registerMessagesRoutes(app, platform, router);
  registerSchoolRoutes(app, platform, router);
  registerPreloginRoutes(app, platform, router, services);
  registerDutiesRoutes(app, platform, router);
  registerTransferRoutes(app, platform, router, services);
  registerTodoRoutes(app, platform, router);
  registerCardsRoutes(app, platform, router, services);
  registerNavigationRoutes(app, platform, router);
  registerThreeListsRoutes(app, platform, router, services);
  registerEfficiencyRoutes(app, platform, router, services);
  registerRobotRoutes(platform, router);
  registerRobotFeedbackRoutes(platform, router);
  registerChatRoutes(platform, router);
  registerPersonalRoutes(platform, router);
  registerThemeRoutes(platform, router);
  registerEmbeddedRoutes(app, platform);
  // Modules add what a reconnecting client missed of theirs (messages, chat) to catchUpSources.
  return installRealtime(app, platform, {
    accessOf: (userId) => users.accessOf(platform, userId),
    catchUpSources: [
      (principal, since) => catchUpEvents(platform, principal, since),
      (principal, since) => catchUpChat(platform, principal, since),
    ],
  });
}
