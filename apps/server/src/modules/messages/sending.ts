import {
  type Audience,
  MESSAGE_IMAGE_PATH,
  MESSAGE_SUMMARY_MAX,
  MessageCentreMessages,
  type MessageContentType,
  type MessageImage,
} from '@onehall/contract';
import type { Insertable } from 'kysely';
import type { Platform } from '../../platform/context.ts';
import { plainText, sanitizeRichText } from '../../platform/html/sanitize.ts';
import { business } from '../../platform/http/app-error.ts';
import { type ResolvedAudience, resolveAudience } from '../users/audience.ts';
import * as repo from './centre-repo.ts';
import { publishSent, publishWithdrawn } from './push.ts';
import type { MessageFilesTable } from './tables.ts';

/*
 * The one send path of administrators and business systems
 * (docs/design/message-centre.md "Sending"): the audience is resolved to
 * enabled users, then the message and one row per recipient are stored in one
 * transaction, and only after it committed is the message pushed.
 */

export interface AudienceSpec {
  everyone: boolean;
  roles: readonly string[];
  depts: readonly string[];
  accounts: readonly string[];
  /** Roles and departments by 'id' (administrators) or by alias and code (business systems). */
  by: 'id' | 'code';
  public: boolean;
}

/** The recipients of an audience; any name not found refuses the whole message. */
export async function recipientsOf(platform: Platform, tenantId: string, spec: AudienceSpec): Promise<ResolvedAudience> {
  if (!spec.everyone && spec.roles.length + spec.depts.length + spec.accounts.length === 0)
    throw business(MessageCentreMessages.audienceEmpty);
  if (spec.public && !spec.everyone) throw business(MessageCentreMessages.publicNeedsEveryone);
  const found = await resolveAudience(platform, tenantId, spec);
  if (found.unknownAccounts.length > 0) throw business(MessageCentreMessages.unknownAccounts(found.unknownAccounts));
  if (found.unknownRoles.length > 0) throw business(MessageCentreMessages.unknownRoles(found.unknownRoles));
  if (found.unknownDepts.length > 0) throw business(MessageCentreMessages.unknownDepts(found.unknownDepts));
  if (found.userIds.length === 0) throw business(MessageCentreMessages.audienceNobody);
  return found;
}

/** e.g. 全体用户, or 角色：学生；部门：计算机科学与技术学院、图书馆 等 3 项. */
export function audienceText(everyone: boolean, found: ResolvedAudience, accounts: readonly string[]): string {
  if (everyone) return '全体用户';
  const part = (label: string, names: readonly string[]) =>
    names.length === 0 ? [] : [`${label}：${names.slice(0, 3).join('、')}${names.length > 3 ? ` 等 ${names.length} 项` : ''}`];
  return [
    ...part(
      '角色',
      found.roles.map((r) => r.name),
    ),
    ...part(
      '部门',
      found.depts.map((d) => d.name),
    ),
    ...part('用户', accounts),
  ].join('；');
}

export interface Outgoing {
  tenantId: string;
  account: repo.AccountRow;
  source: 'admin' | 'system';
  /** The business system and its own id of the message (idempotency). */
  system?: { id: string; messageId: string };
  senderId: string;
  senderName: string;
  title: string;
  contentType: MessageContentType;
  content: string;
  /** Uploaded image ids (common/upload), in order. */
  imageIds: readonly string[];
  /** Addresses of images hosted elsewhere (business systems). */
  imageUrls: readonly string[];
  /** Uploaded attachment ids not yet sent. */
  attachmentIds: readonly string[];
  /** Attachments already written to the file store, recorded with the message. */
  newFiles: readonly Insertable<MessageFilesTable>[];
  important: boolean;
  public: boolean;
  everyone: boolean;
  recipients: ResolvedAudience;
  audience: Audience;
  audienceText: string;
}

export interface Sent {
  id: string;
  recipientCount: number;
  duplicate: boolean;
}

export async function storeAndPush(platform: Platform, out: Outgoing): Promise<Sent> {
  const now = platform.clock.now().toISOString();
  const id = platform.newId();
  const content = out.contentType === 'html' ? sanitizeRichText(out.content) : out.content;
  const userIds = out.recipients.userIds;
  const stored = await platform.db
    .transaction()
    .execute(async (trx): Promise<Sent | repo.CentreMessageRow> => {
      if (out.system) {
        const before = await repo.findSystemMessage(trx, out.system.id, out.system.messageId);
        if (before) return { id: before.id, recipientCount: before.recipient_count, duplicate: true };
      }
      const [images, attachments] = await Promise.all([
        repo.filesAmong(trx, out.tenantId, 'image', out.imageIds, false),
        repo.filesAmong(trx, out.tenantId, 'attachment', out.attachmentIds, true),
      ]);
      if (images.length !== out.imageIds.length || attachments.length !== out.attachmentIds.length)
        throw business(MessageCentreMessages.unknownFile);
      const byId = new Map(images.map((f) => [f.id, f]));
      const imageList: MessageImage[] = [
        ...out.imageIds.map((fileId) => ({ id: fileId, url: imageUrl(fileId), name: byId.get(fileId)?.name ?? '' })),
        ...out.imageUrls.map((url, i) => ({ id: `url-${i + 1}`, url, name: '' })),
      ];
      const row: repo.CentreMessageRow = {
        id,
        tenant_id: out.tenantId,
        account_id: out.account.id,
        source: out.source,
        system_id: out.system?.id ?? null,
        system_message_id: out.system?.messageId ?? null,
        title: out.title,
        content_type: out.contentType,
        content,
        summary: plainText(out.contentType === 'html' ? content : escapeText(content), MESSAGE_SUMMARY_MAX),
        images: JSON.stringify(imageList),
        attachment_count: attachments.length + out.newFiles.length,
        important: out.important ? 1 : 0,
        is_public: out.public ? 1 : 0,
        audience: JSON.stringify(out.audience),
        audience_text: out.audienceText,
        everyone: out.everyone ? 1 : 0,
        sender_id: out.senderId,
        sender_name: out.senderName,
        recipient_count: userIds.length,
        view_count: 0,
        created_at: now,
        withdrawn_at: null,
      };
      await repo.insertMessage(trx, row);
      await repo.insertFiles(
        trx,
        out.newFiles.map((f) => ({ ...f, message_id: id })),
      );
      await repo.bindFiles(trx, [...out.imageIds, ...out.attachmentIds], id);
      await repo.insertRecipients(
        trx,
        userIds.map((user_id) => ({
          message_id: id,
          user_id,
          tenant_id: out.tenantId,
          account_id: out.account.id,
          important: row.important,
          sent_at: now,
          withdrawn: 0,
          read_at: null,
        })),
      );
      return row;
    })
    .catch(async (error: unknown) => {
      // Two calls with one messageId at once: the unique index let one in, the other is the duplicate.
      const before = out.system ? await repo.findSystemMessage(platform.db, out.system.id, out.system.messageId) : undefined;
      if (before) return { id: before.id, recipientCount: before.recipient_count, duplicate: true };
      throw error;
    });
  if ('duplicate' in stored) return stored;
  await publishSent(platform, stored, out.account, userIds);
  return { id, recipientCount: userIds.length, duplicate: false };
}

export const imageUrl = (fileId: string) => `${MESSAGE_IMAGE_PATH}/${fileId}`;

/** Text content read as HTML by plainText: its own angle brackets and ampersands are text. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Withdraws a message; false when it was withdrawn before. Its recipients are told at once. */
export async function withdraw(platform: Platform, message: repo.CentreMessageRow): Promise<boolean> {
  const at = platform.clock.now().toISOString();
  const done = await platform.db.transaction().execute((trx) => repo.withdraw(trx, message.tenant_id, message.id, at));
  if (done) await publishWithdrawn(platform, message, at);
  return done;
}
