import {
  cardBusinessConfigList,
  cardBusinessConfigRemove,
  cardBusinessConfigResetKey,
  cardBusinessConfigSubmit,
  saveTodoNumRemind,
  TODO_OPEN_PATHS,
  todoNumRemindDetail,
  todoNumRemindField,
} from '@onehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import * as pushes from './pushes.ts';
import * as reminder from './reminder.ts';
import type { SystemRow } from './repo.ts';
import { acceptSignedJson, signedCall } from './signed-calls.ts';
import * as systems from './systems.ts';

export function registerTodoRoutes(app: FastifyInstance, platform: Platform, { route }: Router): void {
  route(cardBusinessConfigList, ({ principal, body }) => systems.listSystems(platform, principal.tenantId, body.keyword));
  route(cardBusinessConfigSubmit, ({ principal, body }) => systems.submitSystem(platform, principal.tenantId, body));
  route(cardBusinessConfigRemove, ({ principal, body }) => systems.removeSystem(platform, principal.tenantId, body.id));
  route(cardBusinessConfigResetKey, ({ principal, body }) => systems.resetKey(platform, principal.tenantId, body.id));
  route(todoNumRemindDetail, ({ principal }) => reminder.remindDetail(platform, principal.tenantId));
  route(todoNumRemindField, () => reminder.remindFields());
  route(saveTodoNumRemind, ({ principal, body }) => reminder.saveRemind(platform, principal, body));

  app.register(async (scope) => registerIntegrationRoutes(scope, platform));
}

/**
 * The signed integration API for business systems (docs/design/todo.md).
 * Encapsulated, so its JSON parser — which keeps the raw body for the
 * signature — applies to these routes only.
 */
async function registerIntegrationRoutes(scope: FastifyInstance, platform: Platform): Promise<void> {
  acceptSignedJson(scope);
  const signed = (write: (system: SystemRow, body: unknown) => Promise<unknown>) => signedCall(platform, write);

  const tags = ['integration'];
  scope.post(
    TODO_OPEN_PATHS.pushItems,
    { schema: { tags, summary: 'Business system: create or update to-do items (signed; see docs/design/todo.md)' } },
    signed((system, body) => pushes.pushItems(platform, system, body)),
  );
  scope.post(
    TODO_OPEN_PATHS.doneItems,
    { schema: { tags, summary: 'Business system: mark to-do items done (signed)' } },
    signed((system, body) => pushes.markDone(platform, system, body)),
  );
  scope.post(
    TODO_OPEN_PATHS.pushProcesses,
    { schema: { tags, summary: 'Business system: create or update process records and their nodes (signed)' } },
    signed((system, body) => pushes.pushProcesses(platform, system, body)),
  );
  scope.post(
    TODO_OPEN_PATHS.deleteProcesses,
    { schema: { tags, summary: 'Business system: withdraw process records pushed by mistake (signed)' } },
    signed((system, body) => pushes.deleteProcesses(platform, system, body)),
  );
}
