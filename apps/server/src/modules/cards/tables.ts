import type { Generated } from 'kysely';

/** Row types of the cards module's tables, as Kysely sees them (db/schema.ts composes every module's). */

export interface HomeCardTypesTable {
  id: string;
  tenant_id: string;
  type_name: string;
  sort: number;
  /** 1 on the home page (上架), 0 off. */
  enabled: number;
  created_at: string;
  updated_at: string;
}

export interface HomeCardsTable {
  id: string;
  tenant_id: string;
  /** Null while the card is not placed in a type. */
  type_id: string | null;
  /** A key of CARD_KINDS. */
  kind: string;
  card_name: string;
  card_introduction: string;
  /** 'narrow' | 'wide'. */
  width: string;
  display_rows: number;
  /** Frame cards: an address or a JSON frame config (validated on save). */
  url: string;
  sort: number;
  enabled: number;
  /** 1: fixed by the administrator, users cannot hide it. */
  fixed: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One user's choice for one card (card management); cards without a row are shown in the configured order. */
export interface HomeCardUserSettingsTable {
  tenant_id: string;
  user_id: string;
  card_id: string;
  hidden: number;
  sort: number;
  updated_at: string;
}

export interface HomeCardColumnsTable {
  id: string;
  tenant_id: string;
  card_id: string;
  column_name: string;
  sort: number;
  data_source: string;
  api_id: string | null;
  /** JSON object name → value. */
  params: string;
  /** JSON array of {field, chineseName}. */
  card_mapping: string;
  todo_type_name: string;
  todo_timeout_name: string;
  created_at: string;
  updated_at: string;
}

export interface HomeCardRolesTable {
  tenant_id: string;
  target: 'type' | 'card' | 'column';
  target_id: string;
  role_alias: string;
}

export interface CardSourceApisTable {
  id: string;
  tenant_id: string;
  name: string;
  url: string;
  /** GET or POST. */
  method: string;
  /** JSON array of ApiRequestParam (modules/cards/sources/external-api.ts). */
  request_params: string;
  /** JSON array of ApiReturnParam. */
  return_params: string;
  /** Dot path of the row array in the response; empty: found by the usual envelope shapes. */
  list_path: string;
  /** Dot path of the total count; empty: the number of rows. */
  total_path: string;
  remark: string;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}
