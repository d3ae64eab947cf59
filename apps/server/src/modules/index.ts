import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform/context.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerCardsRoutes } from './cards/routes.ts';
import { registerDutiesRoutes } from './duties/routes.ts';
import { registerEmbeddedRoutes } from './embedded/routes.ts';
import { registerMessagesRoutes } from './messages/routes.ts';
import { registerNavigationRoutes } from './navigation/routes.ts';
import { registerPreloginRoutes } from './prelogin/routes.ts';
import { startServicesContext } from './services/context.ts';
import { registerServicesRoutes } from './services/routes.ts';
import { registerTodoRoutes } from './todo/routes.ts';
import { registerTransferRoutes } from './transfer/routes.ts';
import { registerUsersRoutes } from './users/routes.ts';

/**
 * Every module of the API, in one list, so the whole API is visible at a
 * glance. Routes are registered on the root instance (no encapsulation), so
 * the users module's `menuResolver` is the one every access check sees.
 */
export function registerModules(app: FastifyInstance, platform: Platform): void {
  // The node's service index: the modules that search or change services are given it.
  const services = startServicesContext(platform, (error, what) => app.log.error({ err: error }, what));
  app.addHook('onClose', () => services.stop());

  registerUsersRoutes(app, platform);
  registerAuthRoutes(app, platform);
  registerServicesRoutes(app, platform, services);
  registerMessagesRoutes(app, platform);
  registerPreloginRoutes(app, platform, services);
  registerDutiesRoutes(app, platform);
  registerTransferRoutes(app, platform, services);
  registerTodoRoutes(app, platform);
  registerCardsRoutes(app, platform, services);
  registerNavigationRoutes(app, platform);
  registerEmbeddedRoutes(app, platform);
}
