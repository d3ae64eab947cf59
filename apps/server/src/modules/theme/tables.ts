/** Row types of the theme module's tables, as Kysely sees them (db/schema.ts composes every module's). */

/** The school's default theme, one row per tenant; no row: SPEC §3's default theme. */
export interface ThemeSchoolTable {
  tenant_id: string;
  theme_id: string;
  updated_by: string | null;
  updated_at: string;
}

/** A user's own theme; no row: the school's default. */
export interface ThemeUserTable {
  user_id: string;
  tenant_id: string;
  theme_id: string;
  updated_at: string;
}
