/** Row types of the navigation module's tables, as Kysely sees them (db/schema.ts composes every module's). */

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

/** The home page's own footer setting; the footer's contacts and links are the school's identity (school module, 0015). */
export interface NavigationFooterTable {
  tenant_id: string;
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
