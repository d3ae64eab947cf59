import {
  type Audience,
  type IntegrationMessageSendResult,
  type IntegrationMessageWithdrawResult,
  isImportantNoticePopup,
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_AUDIENCE_LIST_MAX,
  MESSAGE_CONTENT_MAX,
  MESSAGE_IMAGES_MAX,
  MESSAGE_OPEN_ATTACHMENT_MAX_BYTES,
  MESSAGE_TITLE_MAX,
  MessageCentreMessages,
} from '@onehall/contract';
import type { Insertable } from 'kysely';
import type { Platform } from '../../platform/context.ts';
import { badRequest, business } from '../../platform/http/app-error.ts';
import type { SystemRow } from '../todo/repo.ts';
import { sendingAccount } from './accounts.ts';
import * as repo from './centre-repo.ts';
import { audienceText, recipientsOf, storeAndPush, withdraw } from './sending.ts';
import type { MessageFilesTable } from './tables.ts';
import { attachmentKey, cleanName, refuseExecutable } from './uploads.ts';

/*
 * What business systems send (contract IntegrationMessageSend), signed as
 * their to-do pushes are. Everything is checked before anything is stored:
 * a bad field, an unknown recipient or account refuses the whole call, and a
 * messageId sent before answers duplicate without storing or pushing again.
 */

type Json = Record<string, unknown>;

const refuse = (path: string, problem: string) => badRequest(`请求参数有误：${path} ${problem}`);

function object(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw refuse(path, '必须是 JSON 对象');
  return value as Json;
}

function text(o: Json, key: string, max: number, required: boolean, path = ''): string {
  const value = o[key];
  if (value === undefined || value === null) {
    if (required) throw refuse(`${path}${key}`, '必填');
    return '';
  }
  if (typeof value !== 'string') throw refuse(`${path}${key}`, '必须是字符串');
  if (required && !value.trim()) throw refuse(`${path}${key}`, '不能为空');
  if (value.length > max) throw refuse(`${path}${key}`, `不能超过 ${max} 个字符`);
  return value;
}

function list(o: Json, key: string, max: number, path = ''): unknown[] {
  const value = o[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw refuse(`${path}${key}`, '必须是数组');
  if (value.length > max) throw refuse(`${path}${key}`, `最多 ${max} 项`);
  return value;
}

function names(o: Json, key: string): string[] {
  const values = list(o, key, MESSAGE_AUDIENCE_LIST_MAX, 'recipients.').map((v, i) => {
    if (typeof v !== 'string' || !v.trim() || v.length > 64) throw refuse(`recipients.${key}[${i}]`, '必须是 1 到 64 个字符的字符串');
    return v.trim();
  });
  return [...new Set(values)];
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

interface Checked {
  messageId: string;
  mpCode: string;
  title: string;
  contentType: 'text' | 'html';
  content: string;
  images: string[];
  attachments: { name: string; data: Buffer }[];
  important: boolean;
  audience: { everyone: boolean; roles: string[]; depts: string[]; accounts: string[] };
}

function check(body: unknown): Checked {
  const o = object(body, 'body');
  const contentType = o.contentType ?? 'text';
  if (contentType !== 'text' && contentType !== 'html') throw refuse('contentType', '只能是 text 或 html');
  const images = list(o, 'images', MESSAGE_IMAGES_MAX).map((v, i) => {
    if (typeof v !== 'string' || v.length > 1000 || !/^https:\/\/[^\s"'<>]+$/i.test(v))
      throw refuse(`images[${i}]`, '必须是 https:// 开头的图片地址');
    return v;
  });
  const attachments = list(o, 'attachments', MESSAGE_ATTACHMENTS_MAX).map((v, i) => {
    const a = object(v, `attachments[${i}]`);
    const name = cleanName(text(a, 'name', 200, true, `attachments[${i}].`));
    const encoded = text(a, 'contentBase64', Math.ceil((MESSAGE_OPEN_ATTACHMENT_MAX_BYTES * 4) / 3) + 4, true, `attachments[${i}].`);
    if (!BASE64.test(encoded)) throw refuse(`attachments[${i}].contentBase64`, '不是有效的 Base64');
    const data = Buffer.from(encoded, 'base64');
    if (data.length > MESSAGE_OPEN_ATTACHMENT_MAX_BYTES)
      throw refuse(`attachments[${i}]`, `解码后不能超过 ${MESSAGE_OPEN_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`);
    refuseExecutable(name, data);
    return { name, data };
  });
  const r = object(o.recipients, 'recipients');
  if (r.everyone !== undefined && typeof r.everyone !== 'boolean') throw refuse('recipients.everyone', '必须是 true 或 false');
  const openWindow = text(o, 'openWindow', 10, false);
  return {
    messageId: text(o, 'messageId', 64, true).trim(),
    mpCode: text(o, 'mpCode', 40, true).trim(),
    title: text(o, 'title', MESSAGE_TITLE_MAX, true).trim(),
    contentType,
    content: text(o, 'content', MESSAGE_CONTENT_MAX, false),
    images,
    attachments,
    important: openWindow !== '' && isImportantNoticePopup(openWindow),
    audience: { everyone: r.everyone === true, roles: names(r, 'roles'), depts: names(r, 'depts'), accounts: names(r, 'accounts') },
  };
}

export async function sendFromSystem(platform: Platform, system: SystemRow, body: unknown): Promise<IntegrationMessageSendResult> {
  const input = check(body);
  const before = await repo.findSystemMessage(platform.db, system.id, input.messageId);
  if (before) return { id: before.id, recipientCount: before.recipient_count, duplicate: true };

  const tenantId = system.tenant_id;
  const account = await sendingAccount(platform, tenantId, { code: input.mpCode });
  const recipients = await recipientsOf(platform, tenantId, { ...input.audience, by: 'code', public: false });

  const store = platform.files;
  const now = platform.clock.now().toISOString();
  const newFiles: Insertable<MessageFilesTable>[] = [];
  for (const [sort, a] of input.attachments.entries()) {
    const id = platform.newId();
    await store.write(attachmentKey(id), a.data);
    newFiles.push({
      id,
      tenant_id: tenantId,
      kind: 'attachment',
      file_key: attachmentKey(id),
      name: a.name,
      size: a.data.length,
      mime: 'application/octet-stream',
      uploaded_by: system.id,
      message_id: null,
      sort,
      created_at: now,
    });
  }
  const audience: Audience = {
    everyone: input.audience.everyone,
    roleIds: recipients.roles.map((r) => r.id),
    deptIds: recipients.depts.map((d) => d.id),
    accounts: input.audience.accounts,
  };
  const removeWritten = () => Promise.all(newFiles.map((f) => store.remove(f.file_key).catch(() => undefined)));
  const sent = await storeAndPush(platform, {
    tenantId,
    account,
    source: 'system',
    system: { id: system.id, messageId: input.messageId },
    senderId: system.id,
    senderName: system.system_name,
    title: input.title,
    contentType: input.contentType,
    content: input.content,
    imageIds: [],
    imageUrls: input.images,
    attachmentIds: [],
    newFiles,
    important: input.important,
    public: false,
    everyone: input.audience.everyone,
    recipients,
    audience,
    audienceText: audienceText(input.audience.everyone, recipients, input.audience.accounts),
  }).catch(async (error: unknown) => {
    await removeWritten();
    throw error;
  });
  if (sent.duplicate) await removeWritten();
  return sent;
}

export async function withdrawFromSystem(platform: Platform, system: SystemRow, body: unknown): Promise<IntegrationMessageWithdrawResult> {
  const messageId = text(object(body, 'body'), 'messageId', 64, true).trim();
  const message = await repo.findSystemMessage(platform.db, system.id, messageId);
  if (!message) throw business(MessageCentreMessages.integrationUnknown(messageId));
  return { withdrawn: await withdraw(platform, message) };
}
