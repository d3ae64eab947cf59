import {
  assignable,
  type FeedbackAction,
  type FeedbackDetail,
  type FeedbackState,
  nextFeedbackState,
  transitionRefusal,
} from '@onehall/contract';
import type { Updateable } from 'kysely';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { business } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';
import { detail } from './shapes.ts';
import type { RobotFeedbackTicketsTable } from './tables.ts';

/**
 * Every change of a ticket after it was filed: the state machine
 * (rules/feedback-states.ts) decides, the update only lands while the ticket
 * is still in the state it was read in (two handlers at once: the second is
 * refused), and the change is timestamped into the timeline in the same
 * transaction.
 */

export async function change(
  platform: Platform,
  actor: Principal,
  row: repo.TicketRow,
  action: FeedbackAction | 'assign',
  note: string,
  set: Updateable<RobotFeedbackTicketsTable> = {},
): Promise<FeedbackDetail> {
  const from = row.state as FeedbackState;
  const to = action === 'assign' ? (assignable(from) ? from : null) : nextFeedbackState(from, action);
  if (to === null) throw business(transitionRefusal(from, action));
  const at = platform.clock.now().toISOString();
  const changed = await platform.db.transaction().execute(async (trx) => {
    if (!(await repo.updateTicket(trx, row.id, from, { ...set, state: to, updated_at: at }))) return false;
    await repo.addEvent(trx, {
      id: platform.newId(),
      ticket_id: row.id,
      action,
      state: to,
      note,
      actor_id: actor.userId,
      actor_name: actor.nickName,
      at,
    });
    return true;
  });
  const now = await repo.findTicket(platform.db, row.tenant_id, row.id);
  if (!now) throw business(transitionRefusal(from, action));
  if (!changed) throw business(transitionRefusal(now.state as FeedbackState, action));
  return detail(now, await repo.events(platform.db, row.id), platform.clock.now());
}
