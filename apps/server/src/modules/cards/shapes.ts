import {
  CARD_KINDS,
  type CardColumn,
  type CardConfig,
  type CardKind,
  CardMessages,
  type CardWidth,
  type FrameConfig,
  parseCardFrameConfig,
} from '@onehall/contract';
import { jsonColumn } from '../../db/json-columns.ts';
import type { Db } from '../../db/schema.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import { notFound } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';

/** Rows of the cards tables as the API shapes them (docs/design/cards.md). */

const isKind = (kind: string): kind is CardKind => Object.hasOwn(CARD_KINDS, kind);
export const kindOf = (row: repo.CardRow): CardKind => (isKind(row.kind) ? row.kind : 'frame');
export const widthOf = (row: repo.CardRow): CardWidth => (row.width === 'wide' ? 'wide' : 'narrow');
export const frameOf = (row: repo.CardRow): FrameConfig | null => (row.kind === 'frame' ? parseCardFrameConfig(row.url) : null);

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
    fixed: row.fixed === 1,
    roles: roles.get(row.id) ?? [],
    columnCount: counts.get(row.id) ?? 0,
  };
}

export function toColumn(row: repo.ColumnRow, roles: string[]): CardColumn {
  return {
    id: row.id,
    cardId: row.card_id,
    columnName: row.column_name,
    sort: row.sort,
    dataSource: row.data_source,
    apiId: row.api_id,
    params: jsonColumn<Record<string, string>>(row.params, {}),
    cardMapping: jsonColumn<CardColumn['cardMapping']>(row.card_mapping, []),
    todoTypeName: row.todo_type_name,
    todoTimeoutName: row.todo_timeout_name,
    roles,
  };
}

/** No roles configured means every signed-in user. */
export const allowed = (roles: readonly string[] | undefined, principal: Principal) =>
  !roles || roles.length === 0 || roles.some((r) => principal.roles.includes(r));

// Reading the configuration.

export async function cardConfigs(db: Db, tenantId: string, rows: readonly repo.CardRow[]): Promise<CardConfig[]> {
  const [types, roles, counts] = await Promise.all([
    repo.listTypes(db, tenantId),
    repo.rolesOf(db, tenantId, 'card'),
    repo.columnCounts(db, tenantId),
  ]);
  const typeNames = new Map(types.map((t) => [t.id, t.type_name]));
  return rows.map((r) => toCardConfig(r, typeNames, roles, counts));
}

export async function cardConfig(db: Db, tenantId: string, id: string): Promise<CardConfig> {
  const row = await repo.findCard(db, tenantId, id);
  if (!row) throw notFound(CardMessages.cardNotFound);
  const [config] = await cardConfigs(db, tenantId, [row]);
  return config as CardConfig;
}

export async function columnsOf(db: Db, tenantId: string, cardId: string): Promise<CardColumn[]> {
  const [rows, roles] = await Promise.all([repo.columnsOfCard(db, tenantId, cardId), repo.rolesOf(db, tenantId, 'column')]);
  return rows.map((r) => toColumn(r, roles.get(r.id) ?? []));
}

export async function cardRow(db: Db, tenantId: string, id: string): Promise<repo.CardRow> {
  const row = await repo.findCard(db, tenantId, id);
  if (!row) throw notFound(CardMessages.cardNotFound);
  return row;
}
