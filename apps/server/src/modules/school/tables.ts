/** Row types of the school module's table, as Kysely sees it (db/schema.ts composes every module's). */

/** The school's one identity, one row per tenant (docs/design/school.md). */
export interface SchoolIdentityTable {
  tenant_id: string;
  school_name: string;
  short_name: string;
  logo: string | null;
  address: string;
  phone: string;
  email: string;
  website: string;
  copyright: string;
  icp: string;
  police_record: string;
  /** Sanitised rich text. */
  footer_note: string;
  /** JSON array of {name, url}. */
  links: string;
  updated_by: string | null;
  updated_at: string;
}
