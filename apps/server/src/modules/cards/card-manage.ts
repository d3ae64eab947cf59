import { CardManageMessages, type CardManageSave, type ManagedCard, type UserCardType } from '@onehall/contract';
import { type Principal, rolesKey } from '../../platform/auth/principal.ts';
import type { Awaitable } from '../../platform/cache/memo.ts';
import type { Platform } from '../../platform/context.ts';
import { badRequest, business, forbidden } from '../../platform/http/app-error.ts';
import { memoPrefix } from './changes.ts';
import { type RoleCardList, roleCardList } from './home-page.ts';
import * as repo from './repo.ts';

/*
 * Card management (docs/design/cards.md "Card management"): each user's own
 * arrangement of the cards their roles may see — hidden ones and the order
 * within each type — laid over the configured home page. Settings are per
 * user on the server, so every device shows the same page; each node keeps
 * them in memory (platform.memo) until the user saves again.
 */

/** The user's arrangement laid over their roles' list; the roles are in the key, as a role change moves the user to another list. */
const arrangedKey = (principal: Principal) => `${memoPrefix(principal.tenantId)}arranged:${principal.userId}:${rolesKey(principal.roles)}`;

/** The caller's types with every card they may see, in their order, each marked hidden or fixed. */
type Arranged = { id: string; typeName: string; cards: ManagedCard[] }[];

function arrange(list: RoleCardList, settings: readonly repo.UserSettingRow[]): Arranged {
  const fixed = new Set(list.fixed);
  const byCard = new Map(settings.map((s) => [s.card_id, s]));
  // Cards without a setting (new since the user last saved) follow the arranged ones, in the configured order.
  const rank = (cardId: string) => byCard.get(cardId)?.sort ?? Number.MAX_SAFE_INTEGER;
  return list.types.map((type) => ({
    id: type.id,
    typeName: type.typeName,
    cards: type.cardConfigs
      .map((card, index) => ({ card, index }))
      .sort((a, b) => rank(a.card.cardId) - rank(b.card.cardId) || a.index - b.index)
      .map(({ card }) => ({
        ...card,
        fixed: fixed.has(card.cardId),
        hidden: !fixed.has(card.cardId) && byCard.get(card.cardId)?.hidden === 1,
      })),
  }));
}

function arranged(platform: Platform, principal: Principal): Awaitable<Arranged> {
  return platform.memo.read(arrangedKey(principal), async () => {
    const [list, settings] = await Promise.all([
      roleCardList(platform, principal),
      repo.userSettings(platform.db, principal.tenantId, principal.userId),
    ]);
    return arrange(list, settings);
  });
}

/** The visible list of each remembered arrangement, built once: the same object while the arrangement is kept, so its JSON is kept too. */
const visibleLists = new WeakMap<Arranged, UserCardType[]>();

/** SPEC §7 getUserApplyCardList: the caller's home page, hidden cards left out, types left empty too. */
export function userCardList(platform: Platform, principal: Principal): Awaitable<UserCardType[]> {
  const types = arranged(platform, principal);
  return types instanceof Promise ? types.then(visibleOf) : visibleOf(types);
}

function visibleOf(types: Arranged): UserCardType[] {
  let visible = visibleLists.get(types);
  if (!visible) {
    visible = types.flatMap((type) => {
      const cardConfigs = type.cards.filter((c) => !c.hidden).map(({ hidden: _h, fixed: _f, ...card }) => card);
      return cardConfigs.length > 0 ? [{ id: type.id, typeName: type.typeName, cardConfigs }] : [];
    });
    visibleLists.set(types, visible);
  }
  return visible;
}

/** SPEC §7 userApplyCardManage/getNavigationUserApplyCardList: every card the caller may see, hidden ones included. */
export async function managedCardList(platform: Platform, principal: Principal): Promise<ManagedCard[]> {
  return (await arranged(platform, principal)).flatMap((type) => type.cards);
}

/** Saves the caller's own arrangement; only cards they may see, and a fixed card never hidden. */
export async function saveManagedCards(platform: Platform, principal: Principal, input: CardManageSave): Promise<ManagedCard[]> {
  const list = await roleCardList(platform, principal);
  const cards = new Map(list.types.flatMap((t) => t.cardConfigs).map((c) => [c.cardId, c]));
  const fixed = new Set(list.fixed);
  if (new Set(input.cards.map((c) => c.cardId)).size !== input.cards.length) throw badRequest(CardManageMessages.duplicate);
  for (const { cardId, hidden } of input.cards) {
    const card = cards.get(cardId);
    if (!card) throw forbidden(CardManageMessages.notVisible);
    if (hidden && fixed.has(cardId)) throw business(CardManageMessages.fixed(card.cardName));
  }
  const now = platform.clock.now().toISOString();
  await platform.db.transaction().execute((trx) =>
    repo.replaceUserSettings(
      trx,
      principal.tenantId,
      principal.userId,
      input.cards.map((c, sort) => ({
        tenant_id: principal.tenantId,
        user_id: principal.userId,
        card_id: c.cardId,
        hidden: c.hidden ? 1 : 0,
        sort,
        updated_at: now,
      })),
    ),
  );
  await platform.memo.forget([arrangedKey(principal)]);
  return managedCardList(platform, principal);
}
