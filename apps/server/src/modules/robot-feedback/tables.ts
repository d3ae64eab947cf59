/** Row types of the feedback tickets' tables (0020), as Kysely sees them (db/schema.ts composes every module's). */

export interface RobotFeedbackTicketsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  user_account: string;
  user_name: string;
  scene_id: string;
  scene_name: string;
  description: string;
  contact: string;
  /** JSON {id, url, name}[]. */
  images: string;
  /** A FeedbackState. */
  state: string;
  dept_id: string | null;
  dept_name: string;
  reply: string;
  reject_reason: string;
  answered_at: string | null;
  reopened: number;
  created_at: string;
  updated_at: string;
}

export interface RobotFeedbackEventsTable {
  id: string;
  ticket_id: string;
  seq: number;
  action: string;
  state: string;
  note: string;
  actor_id: string;
  actor_name: string;
  at: string;
}
