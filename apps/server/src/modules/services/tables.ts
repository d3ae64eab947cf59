import type { Generated } from 'kysely';

/** Row types of the services module's tables, as Kysely sees them (db/schema.ts composes every module's). */

export interface ServiceOptionsTable {
  id: string;
  tenant_id: string;
  name: string;
  sort: number;
}

export interface ServicesTable {
  id: string;
  tenant_id: string;
  name: string;
  icon: string | null;
  dept_id: string;
  scene_id: string | null;
  type_id: string | null;
  /** APPLICATION, PROCESS or BOTH. */
  centre: string;
  /** OFFLINE or ONLINE. */
  process_type: string;
  access_way: number;
  open_way: number;
  service_url: string;
  keywords: string;
  description: string;
  /** JSON string arrays. */
  guide_materials: string;
  guide_steps: string;
  guide_conditions: string;
  guide_fees: string;
  guide_time_limit: string;
  guide_contact: string;
  /** JSON array of {name, url}. */
  guide_attachments: string;
  visitor_visible: number;
  shelf: number;
  sort: number;
  visit_count: number;
  launched_at: string;
  created_at: string;
  updated_at: string;
}

export interface ServiceRolesTable {
  service_id: string;
  role_alias: string;
}

export interface ServiceFavouritesTable {
  user_id: string;
  service_id: string;
  sort: number;
  created_at: string;
}

export interface ServiceRatingsTable {
  id: string;
  service_id: string;
  user_id: string;
  score: number;
  /** JSON string array. */
  labels: string;
  comment: string;
  created_at: string;
  updated_at: string;
}

export interface ServiceVisitsTable {
  id: string;
  tenant_id: string;
  service_id: string;
  user_id: string | null;
  created_at: string;
}

export interface ServiceSearchLogsTable {
  id: string;
  tenant_id: string;
  keyword: string;
  user_id: string | null;
  hits: number;
  /** Equal searches of one written batch; 0006_search_log_times. */
  times: Generated<number>;
  /** The service found on top and the heat word the search counts as; null when nothing was found (0013_heat_words). */
  service_id: string | null;
  word: string | null;
  created_at: string;
}

/** An administrator's pinned or blocked heat word; one rule per word (by `word_key`) and tenant. */
export interface ServiceHeatWordRulesTable {
  id: string;
  tenant_id: string;
  word: string;
  /** The word case-folded (heat-words.ts `heatWordKey`). */
  word_key: string;
  /** PIN or BLOCK. */
  action: string;
  /** Display order of pinned words. */
  sort: number;
  created_at: string;
}

export interface ServiceCentreDisplayTable {
  tenant_id: string;
  centre: string;
  service_id: string;
  sort: number;
}

export interface ServiceIconsTable {
  id: string;
  tenant_id: string;
  mime: string;
  data: string;
  created_at: string;
}

export interface SensitiveWordsTable {
  id: string;
  tenant_id: string;
  word: string;
}

export interface SensitiveWordHitsTable {
  id: string;
  tenant_id: string;
  user_id: string | null;
  word: string;
  source: string;
  content: string;
  created_at: string;
}
