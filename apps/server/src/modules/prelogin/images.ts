import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { CAROUSEL_MAX_BYTES, PreLoginMessages } from '@onehall/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { ignoreMissing } from '../../platform/files/files.ts';
import { business } from '../../platform/http/app-error.ts';

/**
 * Uploaded carousel images, kept in the shared files area (docs/design/transfer.md for several nodes).
 * Served outside /api, as service icons are: an <img> cannot send the client credential.
 */
export const UPLOADED_PATH = '/files/prelogin/:name';
/** Artwork bundled with the server for the demo campus (apps/server/assets/prelogin). */
export const BUNDLED_PATH = '/static/prelogin/:name';

export const uploadedUrl = (name: string) => UPLOADED_PATH.replace(':name', name);
export const bundledUrl = (name: string) => BUNDLED_PATH.replace(':name', name);

const BUNDLED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/prelogin');

const TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
} as const;
type Ext = keyof typeof TYPES;

/** The image type by its first bytes; the file name and the declared type are not trusted. */
export function sniffImage(data: Buffer): Exclude<Ext, 'svg'> | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) return 'gif';
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return null;
}

export async function upload(platform: Platform, principal: Principal, request: FastifyRequest) {
  // A body that is not multipart has no file; any other multipart error (too many fields, cut short) is the error handler's 4xx.
  if (!request.isMultipart()) throw business(PreLoginMessages.uploadMissing);
  const part = await request.file({ limits: { fileSize: CAROUSEL_MAX_BYTES, files: 1 } });
  if (!part) throw business(PreLoginMessages.uploadMissing);
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    // Only the size limit is the caller's file being too big; a body cut short or over the
    // field limit is answered by the error handler.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw business(PreLoginMessages.uploadTooLarge);
    throw error;
  }
  if (part.file.truncated || data.length > CAROUSEL_MAX_BYTES) throw business(PreLoginMessages.uploadTooLarge);
  if (data.length === 0) throw business(PreLoginMessages.uploadMissing);
  const ext = sniffImage(data);
  if (!ext) throw business(PreLoginMessages.uploadBadType);
  const name = `${platform.newId()}.${ext}`;
  await platform.files.write(`prelogin/${name}`, data);
  request.log.info({ user: principal.userId, file: name, size: data.length }, 'carousel image uploaded');
  return { url: uploadedUrl(name), name: part.filename || name, size: data.length };
}

const NAME = /^[a-z0-9-]{1,64}\.(png|jpg|gif|webp|svg)$/;

function send(reply: FastifyReply, ext: Ext, data: Buffer | Readable, size: number) {
  return (
    reply
      .type(TYPES[ext])
      .header('content-length', String(size))
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      // An image opened directly must not run script (SVG can carry it).
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(data)
  );
}

const notFound = (reply: FastifyReply) => reply.status(404).send({ status: 404, code: 404, msg: '图片不存在', result: null });

/** The image type by its name, or null for a name never given out (or an SVG where none is allowed). */
function imageExt(request: FastifyRequest, allowSvg: boolean): { name: string; ext: Ext } | null {
  const { name } = request.params as { name: string };
  const ext = NAME.exec(name)?.[1] as Ext | undefined;
  return ext && (ext !== 'svg' || allowSvg) ? { name, ext } : null;
}

/** Uploaded images stream from the file store, which may be object storage. */
export async function serveUploaded(platform: Platform, request: FastifyRequest, reply: FastifyReply) {
  const image = imageExt(request, false);
  if (!image) return notFound(reply);
  const file = await platform.files.open(`prelogin/${image.name}`).catch(ignoreMissing);
  if (!file) return notFound(reply);
  return send(reply, image.ext, file.stream, file.size);
}

export async function serveBundled(request: FastifyRequest, reply: FastifyReply) {
  const image = imageExt(request, true);
  const data = image ? await readFile(path.join(BUNDLED_DIR, image.name)).catch(() => null) : null;
  if (!image || !data) return notFound(reply);
  return send(reply, image.ext, data, data.length);
}
