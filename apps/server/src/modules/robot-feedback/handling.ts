import {
  type BodyOf,
  type FeedbackDetail,
  type FeedbackListItem,
  type FeedbackManageScope,
  FeedbackMessages,
  type FeedbackStatistics,
  type feedbackManagePage,
  ROBOT_MENU,
} from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { business, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { MenuResolver } from '../../platform/http/endpoints.ts';
import { assignedDeptIds } from '../three-lists/dept-admins.ts';
import * as users from '../users/service.ts';
import { change } from './changes.ts';
import * as repo from './repo.ts';
import { detail, listItem, statistics } from './shapes.ts';

/**
 * The handlers' queue (docs/design/robot-feedback.md "Who handles"): holders
 * of the robotConfig menu handle and assign every ticket; a department
 * administrator of the three lists handles the tickets assigned to their
 * departments; anyone else is refused (403). A ticket outside the caller's
 * reach is 404, as if it did not exist.
 */

type Reach = 'all' | readonly string[];

async function reachOf(platform: Platform, holdsMenu: MenuResolver, principal: Principal): Promise<Reach> {
  if (await holdsMenu(principal, ROBOT_MENU)) return 'all';
  return assignedDeptIds(platform, principal);
}

async function requireReach(platform: Platform, holdsMenu: MenuResolver, principal: Principal): Promise<Reach> {
  const reach = await reachOf(platform, holdsMenu, principal);
  if (reach !== 'all' && reach.length === 0) throw forbidden(FeedbackMessages.noHandler);
  return reach;
}

async function reachableTicket(platform: Platform, holdsMenu: MenuResolver, principal: Principal, id: string) {
  const reach = await requireReach(platform, holdsMenu, principal);
  const row = await repo.findTicket(platform.db, principal.tenantId, id);
  if (!row || (reach !== 'all' && !(row.dept_id && reach.includes(row.dept_id)))) throw notFound(FeedbackMessages.notFound);
  return { row, reach };
}

export async function scope(platform: Platform, holdsMenu: MenuResolver, principal: Principal): Promise<FeedbackManageScope> {
  const reach = await reachOf(platform, holdsMenu, principal);
  return reach === 'all'
    ? { canManage: true, allDepts: true, deptIds: [] }
    : { canManage: reach.length > 0, allDepts: false, deptIds: [...reach] };
}

export async function page(
  platform: Platform,
  holdsMenu: MenuResolver,
  principal: Principal,
  body: BodyOf<typeof feedbackManagePage>,
): Promise<{ records: FeedbackListItem[]; total: number; current: number; size: number; statistics: FeedbackStatistics }> {
  const reach = await requireReach(platform, holdsMenu, principal);
  const current = body.current ?? 1;
  const size = body.size ?? 10;
  const filter: repo.TicketFilter = {
    tenantId: principal.tenantId,
    deptIds: reach === 'all' ? undefined : reach,
    state: body.state,
    sceneId: body.sceneId,
    deptId: body.deptId,
    keyword: body.keyword?.trim() || undefined,
  };
  const [{ rows, total }, counts] = await Promise.all([
    repo.page(platform.db, filter, (current - 1) * size, size),
    repo.countsByState(platform.db, filter),
  ]);
  return { records: rows.map(listItem), total, current, size, statistics: statistics(counts) };
}

export async function manageDetail(platform: Platform, holdsMenu: MenuResolver, principal: Principal, id: string): Promise<FeedbackDetail> {
  const { row } = await reachableTicket(platform, holdsMenu, principal, id);
  return detail(row, await repo.events(platform.db, id), platform.clock.now());
}

export async function assign(
  platform: Platform,
  holdsMenu: MenuResolver,
  principal: Principal,
  id: string,
  deptId: string,
): Promise<FeedbackDetail> {
  const { row, reach } = await reachableTicket(platform, holdsMenu, principal, id);
  // A department administrator works what they were given; handing tickets out is the robot administrators'.
  if (reach !== 'all') throw forbidden(FeedbackMessages.noHandler);
  const dept = (await users.deptRows(platform, principal.tenantId)).find((d) => d.id === deptId);
  if (!dept) throw business(FeedbackMessages.deptUnknown);
  return change(platform, principal, row, 'assign', dept.name, { dept_id: dept.id, dept_name: dept.name });
}

/** accept, start and close: no text of their own. */
export async function step(
  platform: Platform,
  holdsMenu: MenuResolver,
  principal: Principal,
  id: string,
  action: 'accept' | 'start' | 'close',
): Promise<FeedbackDetail> {
  const { row } = await reachableTicket(platform, holdsMenu, principal, id);
  return change(platform, principal, row, action, '');
}

export async function reply(
  platform: Platform,
  holdsMenu: MenuResolver,
  principal: Principal,
  id: string,
  text: string,
): Promise<FeedbackDetail> {
  const answer = text.trim();
  if (!answer) throw business(FeedbackMessages.replyEmpty);
  const { row } = await reachableTicket(platform, holdsMenu, principal, id);
  return change(platform, principal, row, 'reply', answer, { reply: answer, answered_at: platform.clock.now().toISOString() });
}

export async function reject(
  platform: Platform,
  holdsMenu: MenuResolver,
  principal: Principal,
  id: string,
  text: string,
): Promise<FeedbackDetail> {
  const reason = text.trim();
  if (!reason) throw business(FeedbackMessages.reasonEmpty);
  const { row } = await reachableTicket(platform, holdsMenu, principal, id);
  return change(platform, principal, row, 'reject', reason, { reject_reason: reason });
}
