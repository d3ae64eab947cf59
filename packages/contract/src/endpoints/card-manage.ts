import { type Static, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { defineEndpoint, signedIn } from '../endpoint.ts';
import { UserCardSchema } from './cards.ts';

/*
 * The card-management panel of the home page (SPEC §2 "card management", §7
 * userApplyCardManage; docs/design/cards.md "Card management"): each signed-in
 * user hides, shows and re-orders the cards their roles may see, kept per user
 * on the server. Cards the administrator fixed cannot be hidden.
 */

const MANAGE_BASE = `${Services.platform}/userApplyCardManage`;

export const CardManageMessages = {
  fixed: (cardName: string) => `「${cardName}」由管理员固定显示，不能隐藏`,
  notVisible: '卡片不存在或您无权查看，请刷新后重试',
  duplicate: '卡片重复，请刷新后重试',
} as const;

/** A card of the panel: the card as the home page shows it, with the caller's choice and the administrator's lock. */
export const ManagedCardSchema = Type.Composite([
  UserCardSchema,
  Type.Object({
    hidden: Type.Boolean(),
    /** Fixed by the administrator: always shown. */
    fixed: Type.Boolean(),
  }),
]);
export type ManagedCard = Static<typeof ManagedCardSchema>;

export const getNavigationUserApplyCardList = defineEndpoint({
  name: 'getNavigationUserApplyCardList',
  method: 'POST',
  path: `${MANAGE_BASE}/getNavigationUserApplyCardList`,
  access: signedIn,
  summary: "The cards the caller may see as one list in the caller's home-page order, hidden ones included (the card-management panel)",
  body: Type.Union([Type.Object({}), Type.Null()]),
  result: Type.Array(ManagedCardSchema),
});

/** Always the caller's own settings: the body names no user. */
export const CardManageSaveSchema = Type.Object({
  /** The caller's cards in the new order (within each type); cards left out keep the configured order after them. */
  cards: Type.Array(Type.Object({ cardId: Type.String({ minLength: 1, maxLength: 64 }), hidden: Type.Boolean() }), { maxItems: 200 }),
});
export type CardManageSave = Static<typeof CardManageSaveSchema>;

export const saveUserApplyCardManage = defineEndpoint({
  name: 'saveUserApplyCardManage',
  method: 'POST',
  path: `${MANAGE_BASE}/save`,
  access: signedIn,
  summary:
    "Saves the caller's shown/hidden cards and their order; a fixed card cannot be hidden (1004), a card the caller cannot see is refused (403)",
  body: CardManageSaveSchema,
  result: Type.Array(ManagedCardSchema),
});

export const cardManageEndpoints = [getNavigationUserApplyCardList, saveUserApplyCardManage] as const;
