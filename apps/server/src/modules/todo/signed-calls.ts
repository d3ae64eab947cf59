import { ok, TodoMessages } from '@onehall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/context.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import type { SystemRow } from './repo.ts';
import { verifySignedRequest } from './signature.ts';

/*
 * Calls that registered business systems sign (docs/design/todo.md
 * "Signing"): the to-do integration and the message centre's
 * (docs/design/message-centre.md) take them the same way.
 */

/** A JSON body together with the exact bytes it was parsed from, which is what the caller signed. */
interface SignedBody {
  raw: Buffer;
  json: unknown;
}

const EMPTY = Buffer.alloc(0);
const PARSE_FAILED = Symbol('json parse failed');

/**
 * Makes an encapsulated scope parse JSON keeping the raw body for the
 * signature; only the signed routes registered in that scope see it.
 */
export function acceptSignedJson(scope: FastifyInstance): void {
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
}

/** A route handler that verifies the system's signature, then hands the parsed body to `write` and wraps its answer. */
export const signedCall =
  (platform: Platform, write: (system: SystemRow, body: unknown) => Promise<unknown>) =>
  async (request: FastifyRequest): Promise<unknown> => {
    const body = request.body as SignedBody | undefined;
    const system = await verifySignedRequest(platform, request, body?.raw ?? EMPTY);
    if (body?.json === undefined) throw badRequest(TodoMessages.bodyEmpty);
    if (body.json === PARSE_FAILED) throw badRequest(TodoMessages.bodyNotJson);
    return ok(await write(system, body.json));
  };
