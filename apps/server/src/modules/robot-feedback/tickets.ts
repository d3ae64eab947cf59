import {
  type BodyOf,
  type FeedbackDetail,
  type FeedbackListItem,
  FeedbackMessages,
  type FeedbackStatistics,
  type feedbackProgress,
  type feedbackSave,
} from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { business, notFound } from '../../platform/http/app-error.ts';
import { ownImages } from '../messages/uploads.ts';
import { sceneOptions } from '../robot/config.ts';
import { refuseSensitive } from '../services/sensitive-words.ts';
import { change } from './changes.ts';
import * as repo from './repo.ts';
import { detail, listItem, reopenProblem, statistics } from './shapes.ts';

/** What the asker does: file a ticket, follow their own, reopen an answered one (docs/design/robot-feedback.md). */

type Page<T> = { records: T[]; total: number; current: number; size: number };

/** One of the caller's own tickets; anyone else's is 404, as if it did not exist. */
async function ownTicket(platform: Platform, principal: Principal, id: string): Promise<repo.TicketRow> {
  const row = await repo.findTicket(platform.db, principal.tenantId, id);
  if (!row || row.user_id !== principal.userId) throw notFound(FeedbackMessages.notFound);
  return row;
}

export async function save(platform: Platform, principal: Principal, body: BodyOf<typeof feedbackSave>): Promise<FeedbackDetail> {
  const description = body.description.trim();
  const contact = (body.contact ?? '').trim();
  if (!description) throw business(FeedbackMessages.descriptionEmpty);
  // Refused while the robot is closed, like the scene list the form reads.
  const scene = (await sceneOptions(platform, principal, principal.tenantId)).find((s) => s.value === body.sceneId);
  if (!scene) throw business(FeedbackMessages.sceneUnknown);
  const images = await ownImages(platform, principal, body.imageIds ?? []);
  if (!images) throw business(FeedbackMessages.imageUnknown);
  await refuseSensitive(platform, principal, 'feedback', `${description}\n${contact}`);

  const id = platform.newId();
  const at = platform.clock.now().toISOString();
  const row = {
    id,
    tenant_id: principal.tenantId,
    user_id: principal.userId,
    user_account: principal.account,
    user_name: principal.nickName,
    scene_id: scene.value,
    scene_name: scene.label,
    description,
    contact,
    images: JSON.stringify(images),
    state: 'submitted',
    dept_id: null,
    dept_name: '',
    reply: '',
    reject_reason: '',
    answered_at: null,
    reopened: 0,
    created_at: at,
    updated_at: at,
  };
  await platform.db.transaction().execute(async (trx) => {
    await repo.insertTicket(trx, row);
    await repo.addEvent(trx, {
      id: platform.newId(),
      ticket_id: id,
      action: 'submit',
      state: 'submitted',
      note: '',
      actor_id: principal.userId,
      actor_name: principal.nickName,
      at,
    });
  });
  return detail(row, await repo.events(platform.db, id), platform.clock.now());
}

export async function progress(
  platform: Platform,
  principal: Principal,
  body: BodyOf<typeof feedbackProgress>,
): Promise<Page<FeedbackListItem>> {
  const current = body.current ?? 1;
  const size = body.size ?? 10;
  const { rows, total } = await repo.page(
    platform.db,
    { tenantId: principal.tenantId, userId: principal.userId, state: body.state },
    (current - 1) * size,
    size,
  );
  return { records: rows.map(listItem), total, current, size };
}

export async function ownStatistics(platform: Platform, principal: Principal): Promise<FeedbackStatistics> {
  return statistics(await repo.countsByState(platform.db, { tenantId: principal.tenantId, userId: principal.userId }));
}

export async function ownDetail(platform: Platform, principal: Principal, id: string): Promise<FeedbackDetail> {
  const row = await ownTicket(platform, principal, id);
  return detail(row, await repo.events(platform.db, id), platform.clock.now());
}

export async function reopen(platform: Platform, principal: Principal, id: string): Promise<FeedbackDetail> {
  const row = await ownTicket(platform, principal, id);
  const problem = reopenProblem(row, platform.clock.now());
  if (problem) throw business(problem);
  return change(platform, principal, row, 'reopen', '', { reopened: 1 });
}
