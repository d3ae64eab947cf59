import type { Static, TSchema } from '@sinclair/typebox';

/**
 * Who may call an endpoint; enforced by the server for every route.
 * - visitor: anyone presenting the client credential (no token needed; a token, if sent, is used).
 * - user: a valid access token.
 * - config: a valid token whose user holds the configuration-menu entry `menu` (or one of `orMenus`).
 */
export type Access = { kind: 'visitor' } | { kind: 'user' } | { kind: 'config'; menu: string; orMenus?: readonly string[] };

export const visitor: Access = { kind: 'visitor' };
export const signedIn: Access = { kind: 'user' };
/** Holders of `menu`, or of any of `orMenus` (a list two configuration pages both read). */
export const configMenu = (menu: string, ...orMenus: string[]): Access =>
  orMenus.length > 0 ? { kind: 'config', menu, orMenus } : { kind: 'config', menu };

export type HttpMethod = 'GET' | 'POST';

export interface EndpointDef<
  B extends TSchema | undefined = TSchema | undefined,
  Q extends TSchema | undefined = TSchema | undefined,
  R extends TSchema = TSchema,
> {
  /** Stable name, used for the OpenAPI operationId and the web client. */
  name: string;
  method: HttpMethod;
  /** Full path including the service base, e.g. `/api/blade-user/user/getUserInfo`. */
  path: string;
  /** The visitor (`nobody`) twin served by the same handler, where SPEC pairs them. */
  visitorPath?: string;
  access: Access;
  summary: string;
  body?: B;
  query?: Q;
  result: R;
}

export function defineEndpoint<
  B extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
  R extends TSchema = TSchema,
>(def: EndpointDef<B, Q, R>): EndpointDef<B, Q, R> {
  return def;
}

export type BodyOf<E> = E extends EndpointDef<infer B, TSchema | undefined, TSchema> ? (B extends TSchema ? Static<B> : undefined) : never;
export type QueryOf<E> = E extends EndpointDef<TSchema | undefined, infer Q, TSchema> ? (Q extends TSchema ? Static<Q> : undefined) : never;
export type ResultOf<E> = E extends EndpointDef<TSchema | undefined, TSchema | undefined, infer R> ? Static<R> : never;
