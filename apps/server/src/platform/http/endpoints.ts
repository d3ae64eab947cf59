import { type EndpointDef, EnvelopeSchema, ok, type ResultOf } from '@onehall/contract';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal.ts';
import type { Awaitable } from '../cache/memo.ts';
import { badRequest, forbidden, unauthorized } from './app-error.ts';

type Maybe<S> = S extends TSchema ? Static<S> : undefined;

export interface HandlerInput<E extends EndpointDef> {
  body: E extends EndpointDef<infer B, TSchema | undefined, TSchema> ? Maybe<B> : never;
  query: E extends EndpointDef<TSchema | undefined, infer Q, TSchema> ? Maybe<Q> : never;
  /** Null only on visitor endpoints called without a token. */
  principal: E['access']['kind'] extends 'visitor' ? Principal | null : Principal;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A result already serialised as JSON, for hot read paths that keep the JSON
 * of their items (the service search): the serialiser is skipped, so the text
 * must match the endpoint's result schema — `T` records which type it encodes.
 */
export class JsonText<T> {
  declare private readonly encodes: T;
  /** The JSON text in pieces, joined once with the envelope. */
  constructor(readonly parts: readonly Buffer[]) {}
}

/** Joins JSON texts into the JSON text of an array of them. */
export function jsonArray<T>(items: readonly Buffer[]): JsonText<T[]> {
  const parts: Buffer[] = [OPEN];
  for (const item of items) parts.push(item, COMMA);
  if (items.length > 0) parts.pop();
  parts.push(CLOSE);
  return new JsonText(parts);
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');
/** The success envelope around a result: `ok()` puts the result last, so the last `0` is the placeholder. */
const OK_JSON = JSON.stringify(ok(0));
const OK_HEAD = Buffer.from(OK_JSON.slice(0, OK_JSON.lastIndexOf('0')));
const OK_TAIL = Buffer.from(OK_JSON.slice(OK_JSON.lastIndexOf('0') + 1));

export type Handler<E extends EndpointDef> = (
  input: HandlerInput<E>,
) => Promise<ResultOf<E> | JsonText<ResultOf<E>>> | ResultOf<E> | JsonText<ResultOf<E>>;

/**
 * Decides whether a signed-in user holds a configuration-menu entry; the users module provides it. A remembered
 * answer comes as it is, not in a promise.
 */
export type MenuResolver = (principal: Principal, menu: string) => Awaitable<boolean>;

/**
 * The access rule of an endpoint, as a callback hook: it runs on every signed-in request, and its answers are
 * remembered (platform.memo), so only a first request waits for a read.
 */
function accessCheck(holdsMenu: MenuResolver, def: EndpointDef) {
  const access = def.access;
  const menus = access.kind === 'config' ? [access.menu, ...(access.orMenus ?? [])] : [];
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    const principal = request.principal;
    if (!principal) return done(unauthorized());
    if (menus.length === 0) return done();
    walkMenus(holdsMenu, principal, menus, 0, done);
  };
}

/**
 * The menus in turn: the first one held lets the caller in; a read pauses the walk until it answers. A function of
 * its own rather than a closure made per request: under tsx every named closure costs a `__name` call.
 */
function walkMenus(holdsMenu: MenuResolver, principal: Principal, menus: string[], index: number, done: (error?: Error) => void): void {
  for (let i = index; i < menus.length; i++) {
    const held = holdsMenu(principal, menus[i] as string);
    if (held instanceof Promise) {
      held.then((yes) => (yes ? done() : walkMenus(holdsMenu, principal, menus, i + 1, done)), done);
      return;
    }
    if (held) {
      done();
      return;
    }
  }
  done(forbidden());
}

/** Deeper than any contract schema: coerced values only sit where a schema puts them. */
const MAX_SCAN_DEPTH = 32;

/** What no schema catches, with where it is: a number that is not finite, a NUL character in a text or key. */
function unusable(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${path} 应为有限的数字`;
  if (typeof value === 'string') return value.includes('\u0000') ? `${path} 不能包含空字符（\\u0000）` : undefined;
  if (value === null || typeof value !== 'object' || depth >= MAX_SCAN_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = key.includes('\u0000') ? `${path} 的字段名不能包含空字符（\\u0000）` : unusable(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses, after schema validation, what the schemas cannot express. Ajv's
 * type coercion turns the strings "Infinity" and "-Infinity" into numbers and
 * then skips their range checks (those only test finite numbers), so
 * `{"current":"Infinity"}` would pass; PostgreSQL refuses NUL in text, which
 * SQLite stores, so it is refused in both modes alike.
 */
function refuseUnusable(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
  const problem = unusable(request.body, 'body') ?? unusable(request.query, 'querystring');
  done(problem ? badRequest(`请求参数有误：${problem}`) : undefined);
}

/**
 * How modules register their endpoints: `route` registers one contract
 * endpoint, `holdsMenu` answers the configuration-menu checks a module makes
 * itself. Built once per app (modules/index.ts) with the users module's answer.
 */
export interface Router {
  route<E extends EndpointDef>(def: E, handler: Handler<E>, options?: RouteOptions): void;
  holdsMenu: MenuResolver;
}

export interface RouteOptions {
  /**
   * The handler answers values kept in platform.memo — never mutated, the same
   * object until a change drops it — so the JSON of each answer is kept beside
   * it (by identity, for as long as the value lives) and sent again as it is.
   */
  remembered?: boolean;
}

export function createRouter(app: FastifyInstance, holdsMenu: MenuResolver): Router {
  return { route: (def, handler, options = {}) => route(app, holdsMenu, def, handler, options), holdsMenu };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Registers one contract endpoint (and its visitor twin) with schema
 * validation, the access rule of its definition, and the success envelope.
 */
function route<E extends EndpointDef>(
  app: FastifyInstance,
  holdsMenu: MenuResolver,
  def: E,
  handler: Handler<E>,
  options: RouteOptions,
): void {
  const schema = {
    operationId: def.name,
    summary: def.summary,
    ...(def.body ? { body: def.body } : {}),
    ...(def.query ? { querystring: def.query } : {}),
    response: { 200: EnvelopeSchema(def.result) },
  };
  // Kept as bytes: sending them again costs neither a UTF-8 length count nor an encoding.
  const sentBefore = options.remembered ? new WeakMap<object, Buffer>() : undefined;
  // What Fastify sends for a result: the envelope to serialise, or JSON text with its type.
  const payloadOf = (reply: FastifyReply, result: unknown): unknown => {
    if (result instanceof JsonText) {
      reply.type(JSON_TYPE);
      return Buffer.concat([OK_HEAD, ...result.parts, OK_TAIL]);
    }
    if (!sentBefore || typeof result !== 'object' || result === null) return ok(result);
    let json = sentBefore.get(result);
    if (json === undefined) {
      // The route's own serialiser, so the text is what the response schema lets out.
      json = Buffer.from(reply.serialize(ok(result)) as string);
      sentBefore.set(result, json);
    }
    reply.type(JSON_TYPE);
    return json;
  };
  const access = def.access.kind === 'visitor' ? undefined : accessCheck(holdsMenu, def);
  const paths = def.visitorPath ? [def.path, def.visitorPath] : [def.path];
  for (const url of paths) {
    app.route({
      method: def.method,
      url,
      schema,
      // Before schema validation, so a caller without access learns nothing from validation messages.
      ...(access ? { preValidation: access } : {}),
      preHandler: refuseUnusable,
      // Not an async function: an answer at hand goes out without waiting for a promise turn.
      handler: (request, reply) => {
        const result = handler({
          body: request.body,
          query: request.query,
          principal: request.principal,
          request,
          reply,
        } as HandlerInput<E>);
        return result instanceof Promise ? result.then((r) => payloadOf(reply, r)) : payloadOf(reply, result);
      },
    });
  }
}
