import { type CursorEvent, type PushedChatMessage, REALTIME_CATCH_UP_MAX } from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { publishRealtime } from '../../platform/realtime/fanout.ts';
import { accountNames } from '../messages/accounts.ts';
import { profiles } from '../users/service.ts';
import * as repo from './repo.ts';
import { toMessage } from './shapes.ts';

/*
 * Chat over the realtime socket: each message goes to the conversation's
 * user and to the account's agents as a `chat` event; a reconnecting client
 * catches up on the ones at or after its cursor (its time, as every source's).
 */

export async function publishChat(platform: Platform, m: repo.ChatMessageRow, pushed: PushedChatMessage): Promise<void> {
  const agents = await repo.agentsOfAccount(platform.db, m.tenant_id, m.account_id);
  const userIds = [...new Set([m.user_id, ...agents])];
  await publishRealtime(platform, {
    tenantId: m.tenant_id,
    audience: { userIds },
    event: { type: 'chat', cursor: m.created_at, chat: pushed },
  });
}

/** The chat events of the user at or after `since`, oldest first: their own conversations and those of the accounts they answer for. */
export async function catchUpChat(platform: Platform, principal: Principal, since: string): Promise<CursorEvent[]> {
  const time = Date.parse(since);
  if (!Number.isFinite(time)) return [];
  const { tenantId, userId } = principal;
  const agentOf = await repo.accountsOfAgent(platform.db, tenantId, userId);
  const rows = await repo.messagesSince(platform.db, tenantId, userId, agentOf, new Date(time).toISOString(), REALTIME_CATCH_UP_MAX);
  if (rows.length === 0) return [];
  const [accounts, people] = await Promise.all([
    accountNames(platform, tenantId),
    profiles(
      platform,
      tenantId,
      rows.map((r) => r.user_id),
    ),
  ]);
  return rows.reverse().map(
    (r): CursorEvent => ({
      type: 'chat',
      cursor: r.created_at,
      chat: {
        ...toMessage(r),
        userId: r.user_id,
        userName: people.get(r.user_id)?.name ?? '',
        mpName: accounts.get(r.account_id)?.mp_name ?? '',
      },
    }),
  );
}
