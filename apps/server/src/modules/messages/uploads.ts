import path from 'node:path';
import {
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_IMAGE_MAX_BYTES,
  MESSAGE_IMAGE_PATH,
  type MessageAttachment,
  MessageCentreMessages,
  type MessageImage,
} from '@onehall/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { ignoreMissing } from '../../platform/files/files.ts';
import { business } from '../../platform/http/app-error.ts';
import { sniffImage } from '../prelogin/images.ts';
import { ownMessage } from './centre.ts';
import * as repo from './centre-repo.ts';
import { imageUrl } from './sending.ts';

/*
 * Images and attachments of messages (docs/design/message-centre.md
 * "Files"). An image is judged by its bytes, never by its name, and served to
 * anyone who has its random address (an <img> sends no credential); an
 * attachment is only ever handed to a recipient of a message still there.
 */

const MIME = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;

/** The one file of a multipart upload, refused with `tooLarge` beyond `max` bytes. */
async function uploadedFile(request: FastifyRequest, max: number, tooLarge: string): Promise<{ name: string; data: Buffer }> {
  if (!request.isMultipart()) throw business(MessageCentreMessages.fileMissing);
  const part = await request.file({ limits: { fileSize: max, files: 1 } });
  if (!part) throw business(MessageCentreMessages.fileMissing);
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw business(tooLarge);
    throw error;
  }
  if (part.file.truncated || data.length > max) throw business(tooLarge);
  if (data.length === 0) throw business(MessageCentreMessages.fileMissing);
  return { name: cleanName(part.filename), data };
}

/** The last path segment without control characters, at most 200 characters. */
export function cleanName(name: string | undefined): string {
  const base = [...path.basename((name ?? '').replace(/\\/g, '/'))]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return base.slice(-200) || '附件';
}

/** common/upload: an image for a message or a feedback. */
export async function uploadImage(platform: Platform, principal: Principal, request: FastifyRequest): Promise<MessageImage> {
  const file = await uploadedFile(request, MESSAGE_IMAGE_MAX_BYTES, MessageCentreMessages.imageTooLarge);
  const kind = sniffImage(file.data);
  if (!kind) throw business(MessageCentreMessages.imageType);
  const id = platform.newId();
  await platform.files.write(imageKey(id), file.data);
  await repo.insertFiles(platform.db, [
    {
      id,
      tenant_id: principal.tenantId,
      kind: 'image',
      file_key: imageKey(id),
      name: file.name,
      size: file.data.length,
      mime: MIME[kind],
      uploaded_by: principal.userId,
      message_id: null,
      created_at: platform.clock.now().toISOString(),
    },
  ]);
  return { id, url: imageUrl(id), name: file.name };
}

/**
 * Images of common/upload that the caller uploaded, in the order of `ids`
 * (a feedback shows them); null when any is unknown, of someone else or not an image.
 */
export async function ownImages(platform: Platform, principal: Principal, ids: readonly string[]): Promise<MessageImage[] | null> {
  const rows = await repo.filesAmong(platform.db, principal.tenantId, 'image', ids, false);
  const byId = new Map(rows.filter((r) => r.uploaded_by === principal.userId).map((r) => [r.id, r]));
  if (byId.size !== new Set(ids).size) return null;
  return ids.map((id) => ({ id, url: imageUrl(id), name: byId.get(id)?.name ?? '' }));
}

const imageKey = (id: string) => `message-images/${id}`;
export const attachmentKey = (id: string) => `message-files/${id}`;

/** Programs and scripts a double click runs, or a browser runs when the file is opened in it. */
const BLOCKED_EXTENSIONS = new Set(
  (
    'exe dll com bat cmd msi msp mst scr pif cpl sys drv ocx ps1 psm1 psd1 vbs vbe js jse mjs cjs wsf wsh hta jar class ' +
    'sh bash zsh csh ksh fish py pyc pyw pl rb php phtml php3 php4 php5 phar asp aspx jsp cgi lua ' +
    'app apk ipa deb rpm dmg pkg run bin elf so dylib lnk reg scf inf url desktop html htm xhtml shtml svg mht mhtml'
  ).split(' '),
);

/** Executables and scripts by their first bytes, whatever the name says. */
function looksExecutable(data: Buffer): boolean {
  const head = data.subarray(0, 4);
  if (head.subarray(0, 2).toString('latin1') === 'MZ') return true; // Windows PE
  if (head.equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46]))) return true; // ELF
  const magic = data.length >= 4 ? data.readUInt32BE(0) : 0;
  if ([0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe].includes(magic)) return true; // Mach-O, fat binaries and Java classes
  const text = data
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return /^(#!|<\?php|<script|<html|<!doctype html|<svg|@echo off)/.test(text);
}

export function refuseExecutable(name: string, data: Buffer): void {
  const ext = path.extname(name).slice(1).toLowerCase();
  if (BLOCKED_EXTENSIONS.has(ext) || looksExecutable(data)) throw business(MessageCentreMessages.attachmentType);
}

/** messageManage/uploadAttachment: a document for a message being composed. */
export async function uploadAttachment(platform: Platform, principal: Principal, request: FastifyRequest): Promise<MessageAttachment> {
  const file = await uploadedFile(request, MESSAGE_ATTACHMENT_MAX_BYTES, MessageCentreMessages.attachmentTooLarge);
  refuseExecutable(file.name, file.data);
  const id = platform.newId();
  await platform.files.write(attachmentKey(id), file.data);
  await repo.insertFiles(platform.db, [
    {
      id,
      tenant_id: principal.tenantId,
      kind: 'attachment',
      file_key: attachmentKey(id),
      name: file.name,
      size: file.data.length,
      mime: 'application/octet-stream',
      uploaded_by: principal.userId,
      message_id: null,
      created_at: platform.clock.now().toISOString(),
    },
  ]);
  return { id, name: file.name, size: file.data.length };
}

export const IMAGE_ROUTE = `${MESSAGE_IMAGE_PATH}/:id`;
const ID = /^[0-9a-f]{32}$/;
const YEAR_S = 365 * 24 * 60 * 60;

/** GET MESSAGE_IMAGE_PATH/<id>: an image never changes under its id, so it is cached for a year. */
export async function serveImage(platform: Platform, request: FastifyRequest, reply: FastifyReply) {
  const { id } = request.params as { id: string };
  const row = ID.test(id) ? await repo.findFile(platform.db, id) : undefined;
  const file = row?.kind === 'image' ? await platform.files.open(row.file_key).catch(ignoreMissing) : null;
  if (!row || !file) return reply.status(404).send({ status: 404, code: 404, msg: '图片不存在', result: null });
  return reply
    .type(row.mime)
    .header('content-length', String(file.size))
    .header('cache-control', `public, max-age=${YEAR_S}, immutable`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.stream);
}

/** RFC 6266 / 5987: an ASCII fallback for old clients and the UTF-8 name for the rest. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** downloadFile: an attachment of one of the caller's messages, streamed. */
export async function downloadFile(platform: Platform, principal: Principal, messageId: string, fileId: string, reply: FastifyReply) {
  await ownMessage(platform, principal, messageId);
  const file = await repo.findFile(platform.db, fileId);
  if (file?.kind !== 'attachment' || file.message_id !== messageId) throw business(MessageCentreMessages.fileNotFound);
  const stored = await platform.files.open(file.file_key).catch(ignoreMissing);
  if (!stored) throw business(MessageCentreMessages.fileNotFound);
  return reply
    .header('content-type', 'application/octet-stream')
    .header('content-disposition', contentDisposition(file.name))
    .header('content-length', String(stored.size))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stored.stream);
}
