import {
  FEEDBACK_STATES,
  type FeedbackDetail,
  type FeedbackEvent,
  type FeedbackListItem,
  type FeedbackState,
  type FeedbackStatistics,
  type MessageImage,
  reopenRefusal,
} from '@onehall/contract';
import { jsonArrayColumn } from '../../db/json-columns.ts';
import type * as repo from './repo.ts';

/** Ticket rows in the contract's shapes. */

const stateOf = (text: string): FeedbackState => (FEEDBACK_STATES.includes(text as FeedbackState) ? (text as FeedbackState) : 'submitted');

export function listItem(row: repo.TicketRow): FeedbackListItem {
  return {
    id: row.id,
    sceneId: row.scene_id,
    sceneName: row.scene_name,
    description: row.description,
    state: stateOf(row.state),
    deptId: row.dept_id,
    deptName: row.dept_name,
    account: row.user_account,
    userName: row.user_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const reopenFacts = (row: repo.TicketRow) => ({ state: stateOf(row.state), answeredAt: row.answered_at, reopened: row.reopened === 1 });

/** Why the asker may not reopen it now, or null. */
export const reopenProblem = (row: repo.TicketRow, now: Date) => reopenRefusal(reopenFacts(row), now);

export function detail(row: repo.TicketRow, events: readonly repo.EventRow[], now: Date): FeedbackDetail {
  const timeline: FeedbackEvent[] = events.map((e) => ({
    action: e.action,
    state: stateOf(e.state),
    note: e.note,
    actorName: e.actor_name,
    at: e.at,
  }));
  return {
    ...listItem(row),
    contact: row.contact,
    images: jsonArrayColumn<MessageImage>(row.images),
    reply: row.reply,
    rejectReason: row.reject_reason,
    answeredAt: row.answered_at,
    reopened: row.reopened === 1,
    canReopen: reopenProblem(row, now) === null,
    timeline,
  };
}

export function statistics(counts: ReadonlyMap<string, number>): FeedbackStatistics {
  const result: FeedbackStatistics = { total: 0, submitted: 0, accepted: 0, inProgress: 0, answered: 0, closed: 0, rejected: 0 };
  for (const state of FEEDBACK_STATES) {
    result[state] = counts.get(state) ?? 0;
    result.total += result[state];
  }
  return result;
}
