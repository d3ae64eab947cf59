/** Row types of the messages module's tables, as Kysely sees them (db/schema.ts composes every module's). */

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
