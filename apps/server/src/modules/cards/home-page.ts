import {
  CARD_STATUS_COLORS,
  type CardData,
  type CardDataColumn,
  CardMessages,
  displayRowItems,
  frameOriginOf,
  parseCardFrameConfig,
  QIANKUN,
  TODO_CARD_KINDS,
  type UserCard,
  type UserCardType,
  visibleCardMapping,
} from '@onehall/contract';
import { type Principal, rolesKey } from '../../platform/auth/principal.ts';
import { type Awaitable, andThen } from '../../platform/cache/memo.ts';
import type { Platform } from '../../platform/context.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import type { ServicesContext } from '../services/context.ts';
import { memoPrefix } from './changes.ts';
import * as repo from './repo.ts';
import { allowed, columnsOf, frameOf, kindOf, widthOf } from './shapes.ts';
import { BUILT_IN_SOURCES, readColumn } from './sources/index.ts';

/** The cards the caller's roles may see, and each card's data (the user's own arrangement: card-manage.ts). */

// Caching. The card list depends only on the caller's roles, card data on the
// user. Both are kept in each node's memory (platform.memo) under the tenant's
// prefix, which every configuration change drops on every node (changes.ts).

/** Card data also reflects to-do items, favourites and news, which change without a configuration change. */
const DATA_TTL_MS = 15_000;
/** The home page of a set of roles: types and cards in the configured order, and the ids of the cards fixed by the administrator. */
export interface RoleCardList {
  types: UserCardType[];
  fixed: string[];
}

async function buildRoleCardList(platform: Platform, principal: Principal): Promise<RoleCardList> {
  const db = platform.db;
  const tenantId = principal.tenantId;
  const [types, cards, typeRoles, cardRoles] = await Promise.all([
    repo.listTypes(db, tenantId),
    repo.listCards(db, tenantId),
    repo.rolesOf(db, tenantId, 'type'),
    repo.rolesOf(db, tenantId, 'card'),
  ]);
  const out: UserCardType[] = [];
  const fixed: string[] = [];
  for (const type of types) {
    if (type.enabled !== 1 || !allowed(typeRoles.get(type.id), principal)) continue;
    const rows = cards.filter((c) => c.type_id === type.id && c.enabled === 1 && allowed(cardRoles.get(c.id), principal));
    fixed.push(...rows.filter((c) => c.fixed === 1).map((c) => c.id));
    const cardConfigs: UserCard[] = rows.map((c) => ({
      cardId: c.id,
      typeId: type.id,
      typeName: type.type_name,
      kind: kindOf(c),
      cardName: c.card_name,
      cardIntroduction: c.card_introduction,
      width: widthOf(c),
      displayRows: c.display_rows,
      card: { url: c.url },
      frameConfig: frameOf(c),
    }));
    if (cardConfigs.length > 0) out.push({ id: type.id, typeName: type.type_name, cardConfigs });
  }
  return { types: out, fixed };
}

export function roleCardList(platform: Platform, principal: Principal): Awaitable<RoleCardList> {
  const key = `${memoPrefix(principal.tenantId)}roles:${rolesKey(principal.roles)}`;
  return platform.memo.read(key, () => buildRoleCardList(platform, principal));
}

// Card data.

/**
 * Whether the caller may see the card (enabled, in an enabled type, both allowed to the caller's roles),
 * whether or not they hid it.
 */
function visibleToCaller(platform: Platform, principal: Principal, card: repo.CardRow): Awaitable<boolean> {
  return andThen(roleCardList(platform, principal), (list) => list.types.some((t) => t.cardConfigs.some((c) => c.cardId === card.id)));
}

async function buildCardData(platform: Platform, services: ServicesContext, principal: Principal, card: repo.CardRow): Promise<CardData> {
  const kind = kindOf(card);
  const width = widthOf(card);
  const limit = displayRowItems(card.display_rows, width === 'wide');
  const columns =
    kind === 'frame' ? [] : (await columnsOf(platform.db, principal.tenantId, card.id)).filter((c) => allowed(c.roles, principal));
  const list: CardDataColumn[] = await Promise.all(
    columns.map(async (column) => {
      const read = await readColumn(
        { platform, principal, services },
        { dataSource: column.dataSource, apiId: column.apiId, params: column.params, limit },
      );
      const fields =
        column.cardMapping.length > 0 ? column.cardMapping : (BUILT_IN_SOURCES.find((s) => s.key === column.dataSource)?.fields ?? []);
      return {
        id: column.id,
        columnName: column.columnName,
        dataSource: column.dataSource,
        num: read.num,
        result: read.rows,
        cardMapping: visibleCardMapping(fields.map((f) => ({ field: f.field, chineseName: f.chineseName }))),
        todoNum: read.num,
        todoTypeName: column.todoTypeName,
        todoTimeoutName: column.todoTimeoutName,
        todoTimeoutNum: read.timeoutNum ?? 0,
        error: read.error ?? null,
      };
    }),
  );
  const todoStyle = TODO_CARD_KINDS.includes(kind);
  return {
    cardId: card.id,
    kind,
    width,
    basicConfig: { cardName: card.card_name, cardIntroduction: card.card_introduction, displayRows: card.display_rows },
    list,
    typeList: list.map((c) => ({ id: c.id, typeName: c.columnName })),
    otherInformationList: todoStyle
      ? list.map((c) => ({ columnName: c.columnName, todoNum: c.todoNum, todoTimeoutNum: c.todoTimeoutNum }))
      : [],
    currentStatusBackgroundColor: todoStyle ? CARD_STATUS_COLORS.map((c) => ({ ...c })) : [],
    dataSource: list[0]?.dataSource ?? '',
    frameConfig: frameOf(card),
  };
}

/**
 * SPEC §7 cardcolumnconfig/preview: a card's data for the caller. Configurers
 * may preview any card of the tenant (also one not yet placed or switched
 * off); everyone else only the cards of their own home page.
 */
export function cardData(
  platform: Platform,
  services: ServicesContext,
  principal: Principal,
  cardId: string,
  canConfigure: Awaitable<boolean>,
): Awaitable<CardData> {
  // Every step answers at once when this node remembers it, so a home page's previews wait for no promise turn.
  const prefix = memoPrefix(principal.tenantId);
  const card = platform.memo.read(`${prefix}card:${cardId}`, () => repo.findCard(platform.db, principal.tenantId, cardId));
  return andThen(card, (found) => {
    if (!found) throw notFound(CardMessages.cardNotFound);
    const visible = andThen(canConfigure, (may) => may || visibleToCaller(platform, principal, found));
    return andThen(visible, (yes) => {
      if (!yes) throw forbidden(CardMessages.cardNoAccess);
      return platform.memo.read(
        `${prefix}data:${found.id}:${principal.userId}`,
        () => buildCardData(platform, services, principal, found),
        {
          ttlMs: DATA_TTL_MS,
          // A failed column is not kept: the next load tries the source again.
          keep: (data) => data.list.every((c) => c.error === null),
        },
      );
    });
  });
}

// Option lists of the configuration forms.

/**
 * Origins of enabled frame cards, for the CSP (docs/design/security-headers.md):
 * an iframe card's page is framed; an external qiankun entry is fetched and run.
 */
export async function frameCardOrigins(platform: Platform): Promise<{ framed: string[]; fetched: string[] }> {
  const frames = (await repo.enabledFrameCardUrls(platform.db)).map(parseCardFrameConfig).filter((f) => f !== null);
  const origins = (list: typeof frames) => [...new Set(list.map((f) => frameOriginOf(f.url)).filter((o) => o !== null))];
  return { framed: origins(frames.filter((f) => f.type !== QIANKUN)), fetched: origins(frames.filter((f) => f.type === QIANKUN)) };
}
