/**
 * Row types of every table, as Kysely sees them (snake_case, as in the
 * migrations). Timestamps are ISO-8601 UTC strings on both dialects
 * (db/index.ts). Later migrations add their tables here.
 */

import type { Generated } from 'kysely';

export interface TenantsTable {
  id: string;
  name: string;
  created_at: string;
}

export interface DeptsTable {
  id: string;
  tenant_id: string;
  parent_id: string | null;
  name: string;
  code: string;
  sort: number;
}

export type RoleAlias = 'student' | 'teacher' | 'staff' | 'admin';

export interface RolesTable {
  id: string;
  tenant_id: string;
  role_name: string;
  role_alias: RoleAlias;
  role_type: string;
}

export interface UsersTable {
  id: string;
  tenant_id: string;
  account: string;
  nick_name: string;
  real_name: string;
  /** argon2id PHC string. */
  password_hash: string;
  dept_id: string | null;
  /** 1 active, 0 disabled. */
  status: number;
  created_at: string;
  /** 1 when the user must change the password at next sign-in (accounts created by an import); 0005_transfer. */
  must_change_password?: number;
}

export interface UserRolesTable {
  user_id: string;
  role_id: string;
}

/** A configuration page a role may open; together they form a user's configurationMenu. */
export interface RolePagesTable {
  role_id: string;
  path: string;
  name: string;
}

export interface AuthRefreshTokensTable {
  id: string;
  /** One sign-in; every rotation stays in the family, reuse revokes it whole. */
  family_id: string;
  user_id: string;
  tenant_id: string;
  /** SHA-256 hex of the token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

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

export interface PreloginConfigTable {
  tenant_id: string;
  school_name: string;
  school_logo: string | null;
  title: string;
  subtitle: string;
  /** Sanitised rich text. */
  introduction: string;
  landing_type: string;
  theme_color: string;
  /** JSON string array. */
  heat_words: string;
  search_placeholder: string;
  footer_content: string;
  footer_address: string;
  footer_phone: string;
  footer_email: string;
  footer_copyright: string;
  footer_icp: string;
  /** JSON array of {name, url}. */
  footer_links: string;
  updated_by: string | null;
  updated_at: string;
}

export interface PreloginCardsTable {
  id: string;
  tenant_id: string;
  card_name: string;
  card_introduction: string;
  card_type: string;
  display_rows: number;
  sort: number;
  enabled: number;
  /** JSON string array of message column ids. */
  column_ids: string;
  updated_at: string;
}

/** Navigation entries, carousel images, common tools and third-party systems. */
export interface PreloginLinksTable {
  id: string;
  tenant_id: string;
  name: string;
  icon: string | null;
  description: string;
  url: string;
  link_url: string | null;
  open_in_new_tab: number;
  /** JSON string array. */
  type_names: string;
  sort: number;
  enabled: number;
}

export interface MessageColumnsTable {
  id: string;
  tenant_id: string;
  column_name: string;
  column_type: string;
  sort: number;
  enabled: number;
}

export interface MessagesTable {
  id: string;
  tenant_id: string;
  column_id: string;
  title: string;
  /** Sanitised rich text. */
  content: string;
  summary: string;
  cover_img: string | null;
  field_set: string | null;
  publisher: string;
  release_time: string;
  published: number;
  deleted: number;
  view_count: number;
  created_at: string;
  updated_at: string;
}

export interface DeptDutiesTable {
  id: string;
  tenant_id: string;
  dept_id: string;
  duty_description: string;
  /** Key of DUTY_TYPES. */
  duty_type: string;
  basis: string;
  sort: number;
  created_at: string;
  updated_at: string;
}

export type TransferJobState = 'waiting' | 'active' | 'completed' | 'failed';

export interface TransferJobsTable {
  /** The job key (redisKey). */
  id: string;
  tenant_id: string;
  user_id: string;
  list_key: string;
  kind: 'export' | 'import';
  state: TransferJobState;
  error: string | null;
  file_key: string | null;
  file_name: string | null;
  error_key: string | null;
  heartbeat_at: string;
  created_at: string;
  finished_at: string | null;
}

export interface TransferUploadsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  list_key: string;
  file_key: string;
  file_name: string;
  extension: '.xls' | '.xlsx';
  header_line: number;
  /** JSON array of the header row's texts. */
  headers: string;
  created_at: string;
}

// Issue 4 areas add their table interfaces below their own marker.
// todo tables (0007_todo)
export interface TodoSystemsTable {
  id: string;
  tenant_id: string;
  system_code: string;
  system_name: string;
  /** 1 may push, 0 refused. */
  enabled: number;
  /** Part of the derived signing key; a key reset increments it. */
  key_version: number;
  remark: string;
  sort: number;
  created_at: string;
  updated_at: string;
}

/** One row per pushed item and assignee. */
export interface TodoItemsTable {
  id: string;
  tenant_id: string;
  system_id: string;
  external_id: string;
  user_id: string;
  title: string;
  category: string;
  url: string;
  start_time: string;
  deadline: string | null;
  status: 'OPEN' | 'DONE';
  done_time: string | null;
  created_at: string;
  updated_at: string;
}

export interface TodoProcessesTable {
  id: string;
  tenant_id: string;
  system_id: string;
  external_id: string;
  user_id: string;
  process_name: string;
  state: 'RUNNING' | 'FINISHED' | 'REJECTED';
  current_node: string;
  handler_name: string;
  url: string;
  start_time: string;
  finish_time: string | null;
  deadline: string | null;
  created_at: string;
  updated_at: string;
}

export interface TodoProcessNodesTable {
  id: string;
  tenant_id: string;
  process_id: string;
  seq: number;
  node_name: string;
  handler_user_id: string | null;
  handler_name: string;
  start_time: string;
  finish_time: string | null;
  deadline: string | null;
}

export interface TodoRemindConfigsTable {
  tenant_id: string;
  config: string;
  updated_by: string;
  updated_at: string;
}
// cards tables (0008_cards)
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
  created_at: string;
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
// navigation tables (0009_navigation)
export interface NavigationEntriesTable {
  id: string;
  tenant_id: string;
  navigation_name: string;
  /** ADD | SERVICE_HALL | FLOW_SERVICE_CENTER | APPLY_SERVICE_CENTER */
  navigation_type: string;
  /** 1 built-in, 2 custom. */
  is_built: number;
  path: string;
  config_path: string | null;
  /** 1 enabled (已启用), 0 switched off. */
  is_auto: number;
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface NavigationEntryIdentitiesTable {
  navigation_id: string;
  role_alias: string;
}

export interface NavigationQuickLinksTable {
  id: string;
  tenant_id: string;
  navigation_name: string;
  url: string;
  icon: string | null;
  open_way: number;
  is_show: number;
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface NavigationFooterTable {
  tenant_id: string;
  copyright: string;
  address: string;
  phone: string;
  email: string;
  icp: string;
  /** JSON array of { name, url }. */
  links: string;
  is_show_msg: number;
  updated_at: string;
}

export interface NavigationHolidaysTable {
  id: string;
  tenant_id: string;
  /** e.g. 2026-2027 */
  academic_year: string;
  holiday_name: string;
  /** YYYY-MM-DD, inclusive. */
  start_date: string;
  end_date: string;
}

export interface NavigationSpecialsTable {
  id: string;
  tenant_id: string;
  special_name: string;
  description: string;
  icon: string | null;
  enabled: number;
  sort: number;
}

export interface NavigationSpecialServicesTable {
  special_id: string;
  service_id: string;
  sort: number;
}
// card sources tables (0010_card_sources)
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
// expiring entries (0011_expiring_entries)
export interface ExpiringEntriesTable {
  key: string;
  /** JSON text. */
  value: string;
  /** Epoch milliseconds; null: never expires. */
  expires_at: number | null;
}

// password policies (0012_password_policies)
export interface PasswordPoliciesTable {
  tenant_id: string;
  min_length: number;
  /** 1: an upper- and a lower-case letter. */
  require_mixed_case: number;
  /** 1: a character that is neither letter nor digit. */
  require_symbol: number;
  updated_at: string;
}

export interface Database {
  tenants: TenantsTable;
  depts: DeptsTable;
  roles: RolesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  role_pages: RolePagesTable;
  auth_refresh_tokens: AuthRefreshTokensTable;
  service_scenes: ServiceOptionsTable;
  service_types: ServiceOptionsTable;
  services: ServicesTable;
  service_roles: ServiceRolesTable;
  service_favourites: ServiceFavouritesTable;
  service_ratings: ServiceRatingsTable;
  service_visits: ServiceVisitsTable;
  service_search_logs: ServiceSearchLogsTable;
  service_centre_display: ServiceCentreDisplayTable;
  service_icons: ServiceIconsTable;
  sensitive_words: SensitiveWordsTable;
  sensitive_word_hits: SensitiveWordHitsTable;
  prelogin_config: PreloginConfigTable;
  prelogin_cards: PreloginCardsTable;
  prelogin_nav_items: PreloginLinksTable;
  prelogin_carousel: PreloginLinksTable;
  prelogin_tools: PreloginLinksTable;
  prelogin_third_party: PreloginLinksTable;
  message_columns: MessageColumnsTable;
  messages: MessagesTable;
  dept_duties: DeptDutiesTable;
  transfer_jobs: TransferJobsTable;
  transfer_uploads: TransferUploadsTable;
  // todo tables
  todo_systems: TodoSystemsTable;
  todo_items: TodoItemsTable;
  todo_processes: TodoProcessesTable;
  todo_process_nodes: TodoProcessNodesTable;
  todo_remind_configs: TodoRemindConfigsTable;
  // cards tables
  home_card_types: HomeCardTypesTable;
  home_cards: HomeCardsTable;
  home_card_columns: HomeCardColumnsTable;
  home_card_roles: HomeCardRolesTable;
  // navigation tables
  navigation_entries: NavigationEntriesTable;
  navigation_entry_identities: NavigationEntryIdentitiesTable;
  navigation_quick_links: NavigationQuickLinksTable;
  navigation_footer: NavigationFooterTable;
  navigation_holidays: NavigationHolidaysTable;
  navigation_specials: NavigationSpecialsTable;
  navigation_special_services: NavigationSpecialServicesTable;
  // card sources tables
  card_source_apis: CardSourceApisTable;
  expiring_entries: ExpiringEntriesTable;
  password_policies: PasswordPoliciesTable;
}
