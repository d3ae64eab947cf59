import { type EndpointDef, EnvelopeSchema, ok, type ResultOf } from '@onehall/contract';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal.ts';
import { forbidden, unauthorized } from './app-error.ts';

type Maybe<S> = S extends TSchema ? Static<S> : undefined;

export interface HandlerInput<E extends EndpointDef> {
  body: E extends EndpointDef<infer B, TSchema | undefined, TSchema> ? Maybe<B> : never;
  query: E extends EndpointDef<TSchema | undefined, infer Q, TSchema> ? Maybe<Q> : never;
  /** Null only on visitor endpoints called without a token. */
  principal: E['access']['kind'] extends 'visitor' ? Principal | null : Principal;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends EndpointDef> = (input: HandlerInput<E>) => Promise<ResultOf<E>> | ResultOf<E>;

/** Decides whether a signed-in user holds a configuration-menu entry; the users module provides it. */
export type MenuResolver = (principal: Principal, menu: string) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    menuResolver: MenuResolver;
  }
}

/**
 * Registers one contract endpoint (and its visitor twin) with schema
 * validation, the access rule of its definition, and the success envelope.
 */
export function route<E extends EndpointDef>(app: FastifyInstance, def: E, handler: Handler<E>): void {
  const schema = {
    operationId: def.name,
    summary: def.summary,
    ...(def.body ? { body: def.body } : {}),
    ...(def.query ? { querystring: def.query } : {}),
    response: { 200: EnvelopeSchema(def.result) },
  };
  const paths = def.visitorPath ? [def.path, def.visitorPath] : [def.path];
  for (const url of paths) {
    app.route({
      method: def.method,
      url,
      schema,
      // Before schema validation, so a caller without access learns nothing from validation messages.
      preValidation: async (request) => {
        const access = def.access;
        if (access.kind === 'visitor') return;
        if (!request.principal) throw unauthorized();
        if (access.kind === 'config' && !(await app.menuResolver(request.principal, access.menu))) throw forbidden();
      },
      handler: async (request, reply) => {
        const result = await handler({
          body: request.body,
          query: request.query,
          principal: request.principal,
          request,
          reply,
        } as HandlerInput<E>);
        return ok(result);
      },
    });
  }
}
