import {
  CARD_KINDS,
  type CardColumn,
  type CardConfig,
  type CardKind,
  CardMessages,
  type CardWidth,
  type IndexType,
  parseCardFrameConfig,
  TODO_TIMEOUT_NAME_DEFAULT,
  TODO_TYPE_NAME_DEFAULT,
} from '@onehall/contract';
import type { Db } from '../../db/schema.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { badRequest, business, notFound } from '../../platform/http/app-error.ts';
import * as users from '../users/service.ts';
import { changed, write } from './changes.ts';
import * as repo from './repo.ts';
import { cardConfig, cardConfigs, cardRow, columnsOf, kindOf, toColumn } from './shapes.ts';
import * as sources from './sources/index.ts';
import { API_SOURCE, BUILT_IN_SOURCES, findApi } from './sources/index.ts';

/*
 * Configuration of the home-page cards (docs/design/cards.md): index types,
 * cards, their role authorisation and columns, and registered APIs.
 */

export async function saveApi(platform: Platform, principal: Principal, input: sources.RegisteredApiInput) {
  const api = await sources.saveApi(platform, principal, input);
  await changed(platform, principal.tenantId);
  return api;
}

/** Removes a registered API no column reads any more. */
export async function removeApi(platform: Platform, principal: Principal, id: string): Promise<null> {
  return sources.removeApi(platform, principal, id, (apiId) => repo.columnsUsingApi(platform.db, principal.tenantId, apiId));
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

/** Read before a write's transaction opens: the roles are the users module's, asked through its service. */
async function checkedRoles(platform: Platform, tenantId: string, roles: readonly string[]): Promise<string[]> {
  const known = new Set((await users.roleList(platform, tenantId)).map((r) => r.roleAlias));
  const unique = [...new Set(roles.map((r) => r.trim()))];
  if (unique.some((r) => !known.has(r))) throw badRequest(CardMessages.roleUnknown);
  return unique.sort();
}

async function targetExists(db: Db, tenantId: string, target: 'type' | 'card', id: string): Promise<void> {
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
  const checked = await checkedRoles(platform, tenantId, roles);
  return write(platform, tenantId, async (trx) => {
    await targetExists(trx, tenantId, target, id);
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
  fixed?: boolean;
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
      fixed: input.fixed === undefined ? (existing?.fixed ?? 0) : input.fixed ? 1 : 0,
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
  const roles = input.roles === undefined ? undefined : await checkedRoles(platform, tenantId, input.roles);
  const id = await write(platform, tenantId, async (trx) => {
    const card = await cardRow(trx, tenantId, input.cardId);
    if (card.kind === 'frame') throw badRequest(CardMessages.frameNoColumns);
    const existing = input.id ? await repo.findColumn(trx, tenantId, input.id) : undefined;
    if (input.id && (!existing || existing.card_id !== card.id)) throw notFound(CardMessages.columnNotFound);
    const siblings = await repo.columnsOfCard(trx, tenantId, card.id);
    if (siblings.some((c) => c.column_name === columnName && c.id !== input.id)) throw business(CardMessages.columnNameRepeated);
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
