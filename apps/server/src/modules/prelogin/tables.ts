/** Row types of the prelogin module's tables, as Kysely sees them (db/schema.ts composes every module's). */

/** The landing's own settings; the school's name, logo and footer live in the school module (0015). */
export interface PreloginConfigTable {
  tenant_id: string;
  title: string;
  subtitle: string;
  /** Sanitised rich text. */
  introduction: string;
  landing_type: string;
  theme_color: string;
  /** JSON string array. */
  heat_words: string;
  search_placeholder: string;
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
