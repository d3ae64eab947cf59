import {
  CARD_KINDS,
  CARD_STATUS_COLORS,
  CARD_WIDTHS,
  type CardColumn,
  type CardConfig,
  type CardData,
  type CardDataColumn,
  type CardKind,
  CardMessages,
  type CardWidth,
  type DictionaryOption,
  displayRowItems,
  type FrameConfig,
  type IndexType,
  parseCardFrameConfig,
  TODO_CARD_KINDS,
  TODO_TIMEOUT_NAME_DEFAULT,
  TODO_TYPE_NAME_DEFAULT,
  type UserCard,
  type UserCardType,
  visibleCardMapping,
} from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { badRequest, business, forbidden, notFound } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';
import * as sources from './sources/index.ts';
import { API_SOURCE, BUILT_IN_SOURCES, findApi, readColumn } from './sources/index.ts';

/*
 * Home-page cards (docs/design/cards.md): configuration of index types,
 * cards and columns, the caller's card list and card data.
 */

// Caching. The card list depends only on the caller's roles, card data on the
// user. Keys carry the tenant's configuration generation, which every change
// bumps in the shared cache, so after a change every node (and every user)
// reads fresh on the next load; old entries simply expire.

const LIST_TTL_MS = 60_000;
/** Card data also reflects to-do items, favourites and news, which change without a configuration change. */
const DATA_TTL_MS = 15_000;
/** Longer than any entry lives, so a lapsed generation can never meet an entry it made before. */
const GENERATION_TTL_MS = 30 * 24 * 3600_000;
/** Published after every configuration change (other areas' home-page caches listen to it too). */
export const HOME_CHANGED = 'home:changed';

const generationKey = (tenantId: string) => `home:cards:gen:${tenantId}`;

async function generation(platform: Platform, tenantId: string): Promise<number> {
  return (await platform.cache.get<number>(generationKey(tenantId))) ?? 0;
}

async function changed(platform: Platform, tenantId: string): Promise<void> {
  await platform.cache.incr(generationKey(tenantId), GENERATION_TTL_MS);
  await platform.pubsub.publish(HOME_CHANGED, { tenantId, area: 'cards' });
}

/** Saves a registered API; the columns reading it show the change on the next load. */
export async function saveApi(platform: Platform, principal: Principal, input: sources.RegisteredApiInput) {
  const api = await sources.saveApi(platform, principal, input);
  await changed(platform, principal.tenantId);
  return api;
}

/** Removes a registered API no column reads any more. */
export async function removeApi(platform: Platform, principal: Principal, id: string): Promise<null> {
  return sources.removeApi(platform, principal, id, (apiId) => repo.columnsUsingApi(platform.db, principal.tenantId, apiId));
}

/**
 * A write that raced another one past the name checks inside its transaction
 * hits the unique index: it answers the message the check would have given.
 */
function constraintMessage(err: unknown): string | null {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  const code = String(e.code ?? '');
  const where = `${String(e.constraint ?? '')} ${String(e.message ?? '')}`;
  if (code !== '23505' && code !== 'SQLITE_CONSTRAINT_UNIQUE' && code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') return null;
  if (where.includes('home_card_types')) return CardMessages.typeNameRepeated;
  if (where.includes('home_card_columns')) return CardMessages.columnNameRepeated;
  if (where.includes('home_cards')) return CardMessages.cardNameRepeated;
  return null;
}

/** Runs a configuration write in one transaction, then makes it visible to every node. */
async function write<T>(platform: Platform, tenantId: string, work: (trx: repo.Db) => Promise<T>): Promise<T> {
  const result = await platform.db
    .transaction()
    .execute(work)
    .catch((err: unknown) => {
      const message = constraintMessage(err);
      throw message ? business(message) : err;
    });
  await changed(platform, tenantId);
  return result;
}

// Shapes.

const isKind = (kind: string): kind is CardKind => Object.hasOwn(CARD_KINDS, kind);
const kindOf = (row: repo.CardRow): CardKind => (isKind(row.kind) ? row.kind : 'frame');
const widthOf = (row: repo.CardRow): CardWidth => (row.width === 'wide' ? 'wide' : 'narrow');
const frameOf = (row: repo.CardRow): FrameConfig | null => (row.kind === 'frame' ? parseCardFrameConfig(row.url) : null);

function toCardConfig(
  row: repo.CardRow,
  typeNames: Map<string, string>,
  roles: Map<string, string[]>,
  counts: Map<string, number>,
): CardConfig {
  return {
    id: row.id,
    typeId: row.type_id,
    typeName: row.type_id ? (typeNames.get(row.type_id) ?? null) : null,
    kind: kindOf(row),
    cardName: row.card_name,
    cardIntroduction: row.card_introduction,
    width: widthOf(row),
    displayRows: row.display_rows,
    url: row.url,
    sort: row.sort,
    enabled: row.enabled === 1,
    roles: roles.get(row.id) ?? [],
    columnCount: counts.get(row.id) ?? 0,
  };
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function toColumn(row: repo.ColumnRow, roles: string[]): CardColumn {
  return {
    id: row.id,
    cardId: row.card_id,
    columnName: row.column_name,
    sort: row.sort,
    dataSource: row.data_source,
    apiId: row.api_id,
    params: parseJson<Record<string, string>>(row.params, {}),
    cardMapping: parseJson<CardColumn['cardMapping']>(row.card_mapping, []),
    todoTypeName: row.todo_type_name,
    todoTimeoutName: row.todo_timeout_name,
    roles,
  };
}

/** No roles configured means every signed-in user. */
const allowed = (roles: readonly string[] | undefined, principal: Principal) =>
  !roles || roles.length === 0 || roles.some((r) => principal.roles.includes(r));

// Reading the configuration.

async function cardConfigs(db: repo.Db, tenantId: string, rows: readonly repo.CardRow[]): Promise<CardConfig[]> {
  const [types, roles, counts] = await Promise.all([
    repo.listTypes(db, tenantId),
    repo.rolesOf(db, tenantId, 'card'),
    repo.columnCounts(db, tenantId),
  ]);
  const typeNames = new Map(types.map((t) => [t.id, t.type_name]));
  return rows.map((r) => toCardConfig(r, typeNames, roles, counts));
}

async function cardConfig(db: repo.Db, tenantId: string, id: string): Promise<CardConfig> {
  const row = await repo.findCard(db, tenantId, id);
  if (!row) throw notFound(CardMessages.cardNotFound);
  const [config] = await cardConfigs(db, tenantId, [row]);
  return config as CardConfig;
}

export async function listTypes(platform: Platform, tenantId: string): Promise<IndexType[]> {
  const db = platform.db;
  const [types, cards, typeRoles] = await Promise.all([
    repo.listTypes(db, tenantId),
    repo.listCards(db, tenantId),
    repo.rolesOf(db, tenantId, 'type'),
  ]);
  const configs = await cardConfigs(db, tenantId, cards);
  return types.map((t) => ({
    id: t.id,
    typeName: t.type_name,
    sort: t.sort,
    enabled: t.enabled === 1,
    roles: typeRoles.get(t.id) ?? [],
    cardConfigs: configs.filter((c) => c.typeId === t.id),
  }));
}

async function indexType(platform: Platform, tenantId: string, id: string): Promise<IndexType> {
  const type = (await listTypes(platform, tenantId)).find((t) => t.id === id);
  if (!type) throw notFound(CardMessages.typeNotFound);
  return type;
}

/** Cards of a type in order, or the unplaced cards. */
export async function cardsOfType(platform: Platform, tenantId: string, typeId: string | null): Promise<CardConfig[]> {
  if (typeId !== null && !(await repo.findType(platform.db, tenantId, typeId))) throw notFound(CardMessages.typeNotFound);
  return cardConfigs(platform.db, tenantId, await repo.cardsOfType(platform.db, tenantId, typeId));
}

/** Every card: by type order then card order, unplaced cards last; optionally by kind and part of the name. */
export async function listCards(
  platform: Platform,
  tenantId: string,
  filter: { kind?: CardKind; cardName?: string },
): Promise<CardConfig[]> {
  const types = await listTypes(platform, tenantId);
  const unplaced = await cardsOfType(platform, tenantId, null);
  const name = filter.cardName?.trim() ?? '';
  return [...types.flatMap((t) => t.cardConfigs), ...unplaced].filter(
    (c) => (!filter.kind || c.kind === filter.kind) && (!name || c.cardName.includes(name)),
  );
}

export const cardDetail = (platform: Platform, tenantId: string, id: string) => cardConfig(platform.db, tenantId, id);

// Index types.

const splitIds = (ids: string) => [
  ...new Set(
    ids
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

function required(text: string, message: string): string {
  const value = text.trim();
  if (!value) throw badRequest(message);
  return value;
}

export async function submitType(
  platform: Platform,
  tenantId: string,
  input: { id?: string; typeName: string; sort?: number },
): Promise<IndexType> {
  const typeName = required(input.typeName, '请输入分类名称');
  const now = platform.clock.now().toISOString();
  const id = await write(platform, tenantId, async (trx) => {
    const same = await repo.findTypeByName(trx, tenantId, typeName);
    if (same && same.id !== input.id) throw business(CardMessages.typeNameRepeated);
    if (input.id) {
      if (!(await repo.findType(trx, tenantId, input.id))) throw notFound(CardMessages.typeNotFound);
      await repo.updateType(trx, tenantId, input.id, {
        type_name: typeName,
        ...(input.sort === undefined ? {} : { sort: input.sort }),
        updated_at: now,
      });
      return input.id;
    }
    const newId = platform.newId();
    await repo.insertType(trx, {
      id: newId,
      tenant_id: tenantId,
      type_name: typeName,
      sort: input.sort ?? (await repo.nextTypeSort(trx, tenantId)),
      enabled: 1,
      created_at: now,
      updated_at: now,
    });
    return newId;
  });
  return indexType(platform, tenantId, id);
}

export async function setTypeEnabled(platform: Platform, tenantId: string, id: string, enabled: boolean): Promise<IndexType> {
  await write(platform, tenantId, async (trx) => {
    if (!(await repo.findType(trx, tenantId, id))) throw notFound(CardMessages.typeNotFound);
    await repo.updateType(trx, tenantId, id, { enabled: enabled ? 1 : 0, updated_at: platform.clock.now().toISOString() });
  });
  return indexType(platform, tenantId, id);
}

/** The listed cards become the type's cards, in that order; its other cards leave it. */
export async function submitTypeCards(platform: Platform, tenantId: string, typeId: string, cardIds: string[]): Promise<IndexType> {
  const ids = [...new Set(cardIds)];
  if (ids.length !== cardIds.length) throw badRequest(CardMessages.cardOrderMismatch);
  const now = platform.clock.now().toISOString();
  await write(platform, tenantId, async (trx) => {
    if (!(await repo.findType(trx, tenantId, typeId))) throw notFound(CardMessages.typeNotFound);
    if ((await repo.findCards(trx, tenantId, ids)).length !== ids.length) throw badRequest(CardMessages.cardOrderMismatch);
    await repo.unplaceCards(trx, tenantId, typeId, ids, now);
    for (const [sort, id] of ids.entries()) await repo.updateCard(trx, tenantId, id, { type_id: typeId, sort, updated_at: now });
  });
  return indexType(platform, tenantId, typeId);
}

/** SPEC §5: a type can be deleted only when it has no cards; one with cards refuses the whole call. */
export async function removeTypes(platform: Platform, tenantId: string, idList: string): Promise<number> {
  const ids = splitIds(idList);
  return write(platform, tenantId, async (trx) => {
    if ((await repo.typesWithCards(trx, tenantId, ids)).length > 0) throw business(CardMessages.typeHasCards);
    await repo.deleteRoles(trx, tenantId, 'type', ids);
    return repo.deleteTypes(trx, tenantId, ids);
  });
}

export function unplaceCards(platform: Platform, tenantId: string, cardIds: string): Promise<number> {
  const ids = splitIds(cardIds);
  return write(platform, tenantId, (trx) => repo.unplaceCardsById(trx, tenantId, ids, platform.clock.now().toISOString()));
}

// Role authorisation.

async function checkedRoles(db: repo.Db, tenantId: string, roles: readonly string[]): Promise<string[]> {
  const known = await repo.knownRoleAliases(db, tenantId);
  const unique = [...new Set(roles.map((r) => r.trim()))];
  if (unique.some((r) => !known.has(r))) throw badRequest(CardMessages.roleUnknown);
  return unique.sort();
}

async function targetExists(db: repo.Db, tenantId: string, target: 'type' | 'card', id: string): Promise<void> {
  if (target === 'type' ? !(await repo.findType(db, tenantId, id)) : !(await repo.findCard(db, tenantId, id))) {
    throw notFound(target === 'type' ? CardMessages.typeNotFound : CardMessages.cardNotFound);
  }
}

export async function setAuth(
  platform: Platform,
  tenantId: string,
  target: 'type' | 'card',
  id: string,
  roles: string[],
): Promise<string[]> {
  return write(platform, tenantId, async (trx) => {
    await targetExists(trx, tenantId, target, id);
    const checked = await checkedRoles(trx, tenantId, roles);
    await repo.setRoles(trx, tenantId, target, id, checked);
    return checked;
  });
}

export async function getAuth(platform: Platform, tenantId: string, target: 'type' | 'card', id: string): Promise<string[]> {
  await targetExists(platform.db, tenantId, target, id);
  return repo.rolesOfTarget(platform.db, tenantId, target, id);
}

// Cards.

/** What is stored as a card's url: only frame cards have one, and it must yield a usable frame config. */
function cardUrl(kind: CardKind, url: string | undefined): string {
  const text = (url ?? '').trim();
  if (kind !== 'frame') {
    if (text) throw badRequest(CardMessages.frameOnly);
    return '';
  }
  if (!text) throw badRequest(CardMessages.frameUrlRequired);
  const frame = parseCardFrameConfig(text);
  if (!frame) throw badRequest(CardMessages.frameConfigInvalid);
  // The address is loaded into a frame on every user's home page: never a javascript: or data: address.
  if (!/^(https?:\/\/|\/)/i.test(frame.url.trim())) throw badRequest(CardMessages.frameUrlInvalid);
  return text;
}

export interface CardInput {
  id?: string;
  kind?: CardKind;
  typeId?: string | null;
  cardName: string;
  cardIntroduction?: string;
  width?: CardWidth;
  displayRows?: number;
  url?: string;
  sort?: number;
}

export async function submitCard(platform: Platform, tenantId: string, input: CardInput): Promise<CardConfig> {
  const cardName = required(input.cardName, '请输入卡片名称');
  const now = platform.clock.now().toISOString();
  const id = await write(platform, tenantId, async (trx) => {
    const existing = input.id ? await repo.findCard(trx, tenantId, input.id) : undefined;
    if (input.id && !existing) throw notFound(CardMessages.cardNotFound);
    const kind = existing ? kindOf(existing) : input.kind;
    if (!kind) throw badRequest('请选择卡片类型');
    const same = await repo.findCardByName(trx, tenantId, cardName);
    if (same && same.id !== input.id) throw business(CardMessages.cardNameRepeated);
    const typeId = input.typeId === undefined ? (existing?.type_id ?? null) : input.typeId;
    if (typeId && !(await repo.findType(trx, tenantId, typeId))) throw badRequest(CardMessages.typeNotFound);
    const url = cardUrl(kind, input.url === undefined ? existing?.url : input.url);
    const fields = {
      type_id: typeId,
      card_name: cardName,
      card_introduction: (input.cardIntroduction ?? existing?.card_introduction ?? '').trim(),
      width: input.width ?? existing?.width ?? 'narrow',
      display_rows: input.displayRows ?? existing?.display_rows ?? 1,
      url,
      updated_at: now,
    };
    if (existing) {
      const moved = typeId !== existing.type_id;
      const sort = input.sort ?? (moved ? await repo.nextCardSort(trx, tenantId, typeId) : existing.sort);
      await repo.updateCard(trx, tenantId, existing.id, { ...fields, sort });
      return existing.id;
    }
    const newId = platform.newId();
    await repo.insertCard(trx, {
      id: newId,
      tenant_id: tenantId,
      kind,
      ...fields,
      sort: input.sort ?? (await repo.nextCardSort(trx, tenantId, typeId)),
      enabled: 1,
      created_at: now,
    });
    return newId;
  });
  return cardConfig(platform.db, tenantId, id);
}

export async function setCardEnabled(platform: Platform, tenantId: string, id: string, enabled: boolean): Promise<CardConfig> {
  await write(platform, tenantId, async (trx) => {
    if (!(await repo.findCard(trx, tenantId, id))) throw notFound(CardMessages.cardNotFound);
    await repo.updateCard(trx, tenantId, id, { enabled: enabled ? 1 : 0, updated_at: platform.clock.now().toISOString() });
  });
  return cardConfig(platform.db, tenantId, id);
}

export function removeCards(platform: Platform, tenantId: string, idList: string): Promise<number> {
  const ids = splitIds(idList);
  return write(platform, tenantId, (trx) => repo.deleteCards(trx, tenantId, ids));
}

// Columns.

async function columnsOf(db: repo.Db, tenantId: string, cardId: string): Promise<CardColumn[]> {
  const [rows, roles] = await Promise.all([repo.columnsOfCard(db, tenantId, cardId), repo.rolesOf(db, tenantId, 'column')]);
  return rows.map((r) => toColumn(r, roles.get(r.id) ?? []));
}

async function cardRow(db: repo.Db, tenantId: string, id: string): Promise<repo.CardRow> {
  const row = await repo.findCard(db, tenantId, id);
  if (!row) throw notFound(CardMessages.cardNotFound);
  return row;
}

export async function listColumns(platform: Platform, tenantId: string, cardId: string): Promise<CardColumn[]> {
  await cardRow(platform.db, tenantId, cardId);
  return columnsOf(platform.db, tenantId, cardId);
}

export async function columnDetail(platform: Platform, tenantId: string, id: string): Promise<CardColumn> {
  const row = await repo.findColumn(platform.db, tenantId, id);
  if (!row) throw notFound(CardMessages.columnNotFound);
  return toColumn(row, await repo.rolesOfTarget(platform.db, tenantId, 'column', id));
}

export async function cardEditor(platform: Platform, tenantId: string, cardId: string) {
  const card = await cardConfig(platform.db, tenantId, cardId);
  return { card, columns: await columnsOf(platform.db, tenantId, cardId) };
}

export async function busTypeName(platform: Platform, tenantId: string, cardId: string) {
  const kind = kindOf(await cardRow(platform.db, tenantId, cardId));
  return { kind, busTypeName: CARD_KINDS[kind] };
}

export interface ColumnInput {
  id?: string;
  cardId: string;
  columnName: string;
  dataSource: string;
  apiId?: string | null;
  params?: Record<string, string>;
  cardMapping?: { field: string; chineseName: string }[];
  todoTypeName?: string;
  todoTimeoutName?: string;
  roles?: string[];
  sort?: number;
}

async function checkedSource(platform: Platform, tenantId: string, dataSource: string, apiId: string | null | undefined) {
  if (dataSource === API_SOURCE) {
    if (!apiId) throw badRequest(CardMessages.apiRequired);
    if (!(await findApi(platform, tenantId, apiId))) throw badRequest(CardMessages.apiNotFound);
    return apiId;
  }
  if (!BUILT_IN_SOURCES.some((s) => s.key === dataSource)) throw badRequest(CardMessages.dataSourceUnknown);
  return null;
}

function checkedMapping(mapping: ColumnInput['cardMapping']): { field: string; chineseName: string }[] {
  const out = (mapping ?? []).map((m) => ({ field: m.field.trim(), chineseName: m.chineseName.trim() }));
  if (out.some((m) => !m.field || !m.chineseName)) throw badRequest('显示字段的字段名和中文名称都不能为空');
  if (new Set(out.map((m) => m.field)).size !== out.length) throw badRequest('显示字段不能重复');
  return out;
}

export async function submitColumn(platform: Platform, tenantId: string, input: ColumnInput): Promise<CardColumn> {
  const columnName = required(input.columnName, '请输入栏目名称');
  const dataSource = input.dataSource.trim();
  const apiId = await checkedSource(platform, tenantId, dataSource, input.apiId);
  const cardMapping = checkedMapping(input.cardMapping);
  const now = platform.clock.now().toISOString();
  const id = await write(platform, tenantId, async (trx) => {
    const card = await cardRow(trx, tenantId, input.cardId);
    if (card.kind === 'frame') throw badRequest(CardMessages.frameNoColumns);
    const existing = input.id ? await repo.findColumn(trx, tenantId, input.id) : undefined;
    if (input.id && (!existing || existing.card_id !== card.id)) throw notFound(CardMessages.columnNotFound);
    const siblings = await repo.columnsOfCard(trx, tenantId, card.id);
    if (siblings.some((c) => c.column_name === columnName && c.id !== input.id)) throw business(CardMessages.columnNameRepeated);
    const roles = input.roles === undefined ? undefined : await checkedRoles(trx, tenantId, input.roles);
    const fields = {
      column_name: columnName,
      data_source: dataSource,
      api_id: apiId,
      params: JSON.stringify(input.params ?? {}),
      card_mapping: JSON.stringify(cardMapping),
      todo_type_name: input.todoTypeName?.trim() || TODO_TYPE_NAME_DEFAULT,
      todo_timeout_name: input.todoTimeoutName?.trim() || TODO_TIMEOUT_NAME_DEFAULT,
      updated_at: now,
    };
    let columnId: string;
    if (existing) {
      await repo.updateColumn(trx, tenantId, existing.id, { ...fields, ...(input.sort === undefined ? {} : { sort: input.sort }) });
      columnId = existing.id;
    } else {
      columnId = platform.newId();
      await repo.insertColumn(trx, {
        id: columnId,
        tenant_id: tenantId,
        card_id: card.id,
        ...fields,
        sort: input.sort ?? (await repo.nextColumnSort(trx, tenantId, card.id)),
        created_at: now,
      });
    }
    if (roles) await repo.setRoles(trx, tenantId, 'column', columnId, roles);
    return columnId;
  });
  return columnDetail(platform, tenantId, id);
}

export function removeColumns(platform: Platform, tenantId: string, idList: string): Promise<number> {
  const ids = splitIds(idList);
  return write(platform, tenantId, (trx) => repo.deleteColumns(trx, tenantId, ids));
}

/** ids must be exactly the card's columns, in their new order. */
export async function adjustOrder(platform: Platform, tenantId: string, cardId: string, ids: string[]): Promise<CardColumn[]> {
  const now = platform.clock.now().toISOString();
  await write(platform, tenantId, async (trx) => {
    await cardRow(trx, tenantId, cardId);
    const current = (await repo.columnsOfCard(trx, tenantId, cardId)).map((c) => c.id);
    const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw badRequest(CardMessages.orderMismatch);
    for (const [sort, id] of ids.entries()) await repo.updateColumn(trx, tenantId, id, { sort, updated_at: now });
  });
  return columnsOf(platform.db, tenantId, cardId);
}

export async function copyableColumns(platform: Platform, tenantId: string, cardId: string) {
  const card = await cardRow(platform.db, tenantId, cardId);
  const rows = await repo.columnsOfKind(platform.db, tenantId, card.kind, card.id);
  return rows.map((r) => ({ id: r.id, columnName: r.column_name, dataSource: r.data_source, cardId: r.card_id, cardName: r.card_name }));
}

/** A name not yet used in the card: the original, else with 副本 (and a number) added, within the length limit. */
function freeName(name: string, used: Set<string>): string {
  if (!used.has(name)) return name;
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '副本' : `副本${n}`;
    const candidate = `${name.slice(0, 20 - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

export async function copyColumns(platform: Platform, tenantId: string, cardId: string, ids: string[]): Promise<CardColumn[]> {
  const now = platform.clock.now().toISOString();
  const unique = [...new Set(ids)];
  await write(platform, tenantId, async (trx) => {
    const card = await cardRow(trx, tenantId, cardId);
    if (card.kind === 'frame') throw badRequest(CardMessages.frameNoColumns);
    const sources = await repo.findColumns(trx, tenantId, unique);
    if (sources.length !== unique.length) throw notFound(CardMessages.columnNotFound);
    const sourceCards = await repo.findCards(trx, tenantId, [...new Set(sources.map((s) => s.card_id))]);
    if (sourceCards.some((c) => c.kind !== card.kind)) throw badRequest(CardMessages.copyKindMismatch);
    const columnRoles = await repo.rolesOf(trx, tenantId, 'column');
    const used = new Set((await repo.columnsOfCard(trx, tenantId, card.id)).map((c) => c.column_name));
    let sort = await repo.nextColumnSort(trx, tenantId, card.id);
    // In the order chosen, so the copies keep it.
    for (const id of unique) {
      const source = sources.find((s) => s.id === id) as repo.ColumnRow;
      const name = freeName(source.column_name, used);
      used.add(name);
      const newId = platform.newId();
      await repo.insertColumn(trx, {
        ...source,
        id: newId,
        card_id: card.id,
        column_name: name,
        sort: sort++,
        created_at: now,
        updated_at: now,
      });
      await repo.setRoles(trx, tenantId, 'column', newId, columnRoles.get(source.id) ?? []);
    }
  });
  return columnsOf(platform.db, tenantId, cardId);
}

// The caller's home page.

async function buildUserCardList(platform: Platform, principal: Principal): Promise<UserCardType[]> {
  const db = platform.db;
  const tenantId = principal.tenantId;
  const [types, cards, typeRoles, cardRoles] = await Promise.all([
    repo.listTypes(db, tenantId),
    repo.listCards(db, tenantId),
    repo.rolesOf(db, tenantId, 'type'),
    repo.rolesOf(db, tenantId, 'card'),
  ]);
  const out: UserCardType[] = [];
  for (const type of types) {
    if (type.enabled !== 1 || !allowed(typeRoles.get(type.id), principal)) continue;
    const cardConfigs: UserCard[] = cards
      .filter((c) => c.type_id === type.id && c.enabled === 1 && allowed(cardRoles.get(c.id), principal))
      .map((c) => ({
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
  return out;
}

export async function userCardList(platform: Platform, principal: Principal): Promise<UserCardType[]> {
  const gen = await generation(platform, principal.tenantId);
  const key = `home:cards:list:${principal.tenantId}:${gen}:${[...principal.roles].sort().join(',')}`;
  const cached = await platform.cache.get<UserCardType[]>(key);
  if (cached) return cached;
  const list = await buildUserCardList(platform, principal);
  await platform.cache.set(key, list, LIST_TTL_MS);
  return list;
}

export async function navigationCardList(platform: Platform, principal: Principal): Promise<UserCard[]> {
  return (await userCardList(platform, principal)).flatMap((t) => t.cardConfigs);
}

// Card data.

/** Whether the card is on the caller's home page (enabled, in an enabled type, both allowed to the caller's roles). */
async function visibleToCaller(platform: Platform, principal: Principal, card: repo.CardRow): Promise<boolean> {
  return (await userCardList(platform, principal)).some((t) => t.cardConfigs.some((c) => c.cardId === card.id));
}

async function buildCardData(platform: Platform, principal: Principal, card: repo.CardRow): Promise<CardData> {
  const kind = kindOf(card);
  const width = widthOf(card);
  const limit = displayRowItems(card.display_rows, width === 'wide');
  const columns =
    kind === 'frame' ? [] : (await columnsOf(platform.db, principal.tenantId, card.id)).filter((c) => allowed(c.roles, principal));
  const list: CardDataColumn[] = await Promise.all(
    columns.map(async (column) => {
      const read = await readColumn(
        { platform, principal },
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
export async function cardData(platform: Platform, principal: Principal, cardId: string, canConfigure: boolean): Promise<CardData> {
  const card = await repo.findCard(platform.db, principal.tenantId, cardId);
  if (!card) throw notFound(CardMessages.cardNotFound);
  if (!canConfigure && !(await visibleToCaller(platform, principal, card))) throw forbidden(CardMessages.cardNoAccess);
  const gen = await generation(platform, principal.tenantId);
  const key = `home:cards:data:${principal.tenantId}:${gen}:${card.id}:${principal.userId}`;
  const cached = await platform.cache.get<CardData>(key);
  if (cached) return cached;
  const data = await buildCardData(platform, principal, card);
  // A failed column is not kept: the next load tries the source again.
  if (data.list.every((c) => c.error === null)) await platform.cache.set(key, data, DATA_TTL_MS);
  return data;
}

// Option lists of the configuration forms.

const FLOW_TYPES: DictionaryOption[] = [
  { dictKey: 'RUNNING', dictValue: '办理中' },
  { dictKey: 'FINISHED', dictValue: '已办结' },
  { dictKey: 'REJECTED', dictValue: '已驳回' },
];

export const flowTypes = (): DictionaryOption[] => FLOW_TYPES.map((o) => ({ ...o }));

export const ACCESS_WAYS: DictionaryOption[] = [
  { dictKey: 'qiankun', dictValue: '微前端（qiankun）' },
  { dictKey: 'iframe', dictValue: '内嵌网页（iframe）' },
];

export function dropList(code: string, paramTypes: DictionaryOption[]): DictionaryOption[] {
  switch (code) {
    case 'cardKind':
      return Object.entries(CARD_KINDS).map(([dictKey, dictValue]) => ({ dictKey, dictValue }));
    case 'cardWidth':
      return Object.entries(CARD_WIDTHS).map(([dictKey, dictValue]) => ({ dictKey, dictValue }));
    case 'displayRows':
      return [1, 2, 3].map((n) => ({
        dictKey: String(n),
        dictValue: `${n}行（窄卡片${displayRowItems(n, false)}项，宽卡片${displayRowItems(n, true)}项）`,
      }));
    case 'flowType':
      return flowTypes();
    case 'paramType':
      return paramTypes;
    default:
      throw badRequest(CardMessages.dropListUnknown);
  }
}

export async function roleClasses(platform: Platform, tenantId: string) {
  const roles = await repo.tenantRoles(platform.db, tenantId);
  const classes = new Map<string, { roleType: string; roles: { id: string; roleName: string; roleAlias: string; roleType: string }[] }>();
  for (const r of roles) {
    const role = { id: r.id, roleName: r.role_name, roleAlias: r.role_alias, roleType: r.role_type };
    const entry = classes.get(r.role_type);
    if (entry) entry.roles.push(role);
    else classes.set(r.role_type, { roleType: r.role_type, roles: [role] });
  }
  return [...classes.values()];
}

export async function roleList(platform: Platform, tenantId: string) {
  return (await roleClasses(platform, tenantId)).flatMap((c) => c.roles);
}

export async function serviceOptions(platform: Platform, tenantId: string, name: string | undefined) {
  const rows = await repo.shelfServices(platform.db, tenantId, (name ?? '').trim(), 50);
  return rows.map((r) => ({ serviceId: r.id, serviceName: r.name, serviceDeptName: r.dept_name ?? null }));
}
