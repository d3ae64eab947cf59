import type { Generated } from 'kysely';

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

// ── Message centre (0018) ──

export interface MessageAccountsTable {
  id: string;
  tenant_id: string;
  code: string;
  mp_name: string;
  icon: string;
  dept_name: string;
  enabled: number;
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface CentreMessagesTable {
  id: string;
  tenant_id: string;
  account_id: string;
  source: 'admin' | 'system';
  system_id: string | null;
  system_message_id: string | null;
  title: string;
  content_type: 'text' | 'html';
  content: string;
  summary: string;
  /** JSON: MessageImage[]. */
  images: string;
  attachment_count: number;
  important: number;
  is_public: number;
  /** JSON: the Audience (administrators) or the recipients (systems) as sent. */
  audience: string;
  audience_text: string;
  everyone: number;
  sender_id: string;
  sender_name: string;
  recipient_count: number;
  view_count: Generated<number>;
  created_at: string;
  withdrawn_at: string | null;
}

export interface MessageRecipientsTable {
  message_id: string;
  user_id: string;
  tenant_id: string;
  account_id: string;
  important: number;
  sent_at: string;
  withdrawn: number;
  read_at: string | null;
}

export interface MessageFilesTable {
  id: string;
  tenant_id: string;
  kind: 'image' | 'attachment';
  file_key: string;
  name: string;
  size: number;
  mime: string;
  uploaded_by: string;
  message_id: string | null;
  sort: Generated<number>;
  created_at: string;
}
