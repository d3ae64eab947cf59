import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Limits of every multipart body (the uploads need one file and a few
 * fields). A route may lower them or raise the file size per call; a body
 * beyond them is answered 413 by the error handler.
 */
export const MULTIPART_LIMITS = {
  fields: 20,
  fieldNameSize: 100,
  fieldSize: 64 * 1024,
  parts: 30,
  headerPairs: 100,
} as const;

/**
 * The multipart parser, registered once for the whole app so every upload
 * has the same limits (registered per module, the first module's options
 * silently applied to all).
 */
export async function installMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
}
