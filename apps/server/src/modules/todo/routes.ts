import {
  cardBusinessConfigList,
  cardBusinessConfigRemove,
  cardBusinessConfigResetKey,
  cardBusinessConfigSubmit,
  ok,
  saveTodoNumRemind,
  TODO_OPEN_PATHS,
  TodoMessages,
  todoNumRemindDetail,
  todoNumRemindField,
} from '@onehall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/context.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import * as pushes from './pushes.ts';
import * as reminder from './reminder.ts';
import type { SystemRow } from './repo.ts';
import { verifySignedRequest } from './signature.ts';
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

/** A JSON body together with the exact bytes it was parsed from, which is what the caller signed. */
interface SignedBody {
  raw: Buffer;
  json: unknown;
}

/**
 * The signed integration API for business systems (docs/design/todo.md).
 * Encapsulated, so its JSON parser — which keeps the raw body for the
 * signature — applies to these routes only.
 */
async function registerIntegrationRoutes(scope: FastifyInstance, platform: Platform): Promise<void> {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, raw, done) => {
    const buffer = raw as Buffer;
    // Parsed here but judged after the signature: an unsigned caller learns nothing from parse errors.
    let json: unknown;
    try {
      json = buffer.length === 0 ? undefined : JSON.parse(buffer.toString('utf8'));
    } catch {
      json = PARSE_FAILED;
    }
    done(null, { raw: buffer, json } satisfies SignedBody);
  });

  const signed =
    (write: (system: SystemRow, body: unknown) => Promise<unknown>) =>
    async (request: FastifyRequest): Promise<unknown> => {
      const body = request.body as SignedBody | undefined;
      const system = await verifySignedRequest(platform, request, body?.raw ?? EMPTY);
      if (body?.json === undefined) throw badRequest(TodoMessages.bodyEmpty);
      if (body.json === PARSE_FAILED) throw badRequest(TodoMessages.bodyNotJson);
      return ok(await write(system, body.json));
    };

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

const EMPTY = Buffer.alloc(0);
const PARSE_FAILED = Symbol('json parse failed');
