import {
  type Audience,
  type BodyOf,
  MessageCentreMessages,
  type MessageDraft,
  type messageManagePage,
  type SentMessage,
} from '@onehall/contract';
import { jsonColumn } from '../../db/json-columns.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { business } from '../../platform/http/app-error.ts';
import { deptTree, rolesWithCounts } from '../users/audience.ts';
import * as users from '../users/service.ts';
import { accountNames, sendingAccount } from './accounts.ts';
import * as repo from './centre-repo.ts';
import { imagesOf } from './push.ts';
import { audienceText, recipientsOf, storeAndPush, withdraw } from './sending.ts';

/** What administrators do on the message configuration page: compose and send, list what was sent, withdraw. */

const USER_OPTIONS_MAX = 20;

const specOf = (a: Audience, isPublic: boolean) => ({
  everyone: a.everyone,
  roles: a.roleIds,
  depts: a.deptIds,
  accounts: a.accounts,
  by: 'id' as const,
  public: isPublic,
});

export async function countRecipients(platform: Platform, tenantId: string, audience: Audience) {
  if (!audience.everyone && audience.roleIds.length + audience.deptIds.length + audience.accounts.length === 0) return { count: 0 };
  return { count: (await recipientsOf(platform, tenantId, specOf(audience, false))).userIds.length };
}

export async function send(platform: Platform, principal: Principal, draft: MessageDraft) {
  const { tenantId } = principal;
  const account = await sendingAccount(platform, tenantId, { id: draft.mpId });
  const recipients = await recipientsOf(platform, tenantId, specOf(draft.audience, draft.public));
  const sent = await storeAndPush(platform, {
    tenantId,
    account,
    source: 'admin',
    senderId: principal.userId,
    senderName: principal.nickName,
    title: draft.title.trim(),
    contentType: draft.contentType,
    content: draft.content,
    imageIds: draft.imageIds,
    imageUrls: [],
    attachmentIds: draft.attachmentIds,
    newFiles: [],
    important: draft.important,
    public: draft.public,
    everyone: draft.audience.everyone,
    recipients,
    audience: draft.audience,
    audienceText: audienceText(draft.audience.everyone, recipients, draft.audience.accounts),
  });
  return { id: sent.id, recipientCount: sent.recipientCount };
}

async function sentMessage(platform: Platform, tenantId: string, id: string): Promise<repo.CentreMessageRow> {
  const message = await repo.findMessage(platform.db, tenantId, id);
  if (!message) throw business(MessageCentreMessages.deleted);
  return message;
}

export async function withdrawMessage(platform: Platform, tenantId: string, id: string): Promise<null> {
  if (!(await withdraw(platform, await sentMessage(platform, tenantId, id)))) throw business(MessageCentreMessages.alreadyWithdrawn);
  return null;
}

function toSent(m: repo.CentreMessageRow, mpName: string, readCount: number): SentMessage {
  return {
    id: m.id,
    title: m.title,
    mpId: m.account_id,
    mpName,
    source: m.source,
    senderName: m.sender_name,
    audienceText: m.audience_text,
    recipientCount: m.recipient_count,
    readCount,
    important: m.important === 1,
    public: m.is_public === 1,
    sendTime: m.created_at,
    withdrawnTime: m.withdrawn_at,
  };
}

export async function pageSent(platform: Platform, tenantId: string, body: BodyOf<typeof messageManagePage>) {
  const current = body.current ?? 1;
  const size = body.size ?? 10;
  const filter = { keyword: body.keyword?.trim(), accountId: body.mpId, source: body.source || undefined, state: body.state || undefined };
  const [{ rows, total }, accounts] = await Promise.all([
    repo.pageSent(platform.db, tenantId, filter, (current - 1) * size, size),
    accountNames(platform, tenantId),
  ]);
  const reads = await repo.readCounts(
    platform.db,
    rows.map((m) => m.id),
  );
  return {
    records: rows.map((m) => toSent(m, accounts.get(m.account_id)?.mp_name ?? '', reads.get(m.id) ?? 0)),
    total,
    current,
    size,
  };
}

const NO_AUDIENCE: Audience = { everyone: false, roleIds: [], deptIds: [], accounts: [] };

export async function sentDetail(platform: Platform, tenantId: string, id: string) {
  const m = await sentMessage(platform, tenantId, id);
  const [files, accounts, reads] = await Promise.all([
    repo.filesOf(platform.db, id),
    accountNames(platform, tenantId),
    repo.readCounts(platform.db, [id]),
  ]);
  const images = imagesOf(m);
  const attachments = files.filter((f) => f.kind === 'attachment').map((f) => ({ id: f.id, name: f.name, size: f.size }));
  return {
    message: toSent(m, accounts.get(m.account_id)?.mp_name ?? '', reads.get(id) ?? 0),
    draft: {
      mpId: m.account_id,
      title: m.title,
      contentType: m.content_type,
      content: m.content,
      imageIds: images.map((i) => i.id),
      attachmentIds: attachments.map((a) => a.id),
      important: m.important === 1,
      public: m.is_public === 1,
      audience: { ...NO_AUDIENCE, ...jsonColumn<Partial<Audience>>(m.audience, {}) },
    },
    images,
    attachments,
  };
}

export async function audienceOptions(platform: Platform, tenantId: string) {
  const [roles, depts] = await Promise.all([rolesWithCounts(platform, tenantId), deptTree(platform, tenantId)]);
  return { roles, depts };
}

export async function userOptions(platform: Platform, tenantId: string, keyword: string) {
  const people = await users.activePeopleMatching(platform, tenantId, keyword.trim(), USER_OPTIONS_MAX);
  return people.map((p) => ({ account: p.account, name: p.realName, deptName: p.userDeptName }));
}
