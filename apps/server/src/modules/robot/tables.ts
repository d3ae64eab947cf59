/** Row types of the robot module's tables (0019), as Kysely sees them (db/schema.ts composes every module's). */

export interface RobotConfigTable {
  tenant_id: string;
  robot_name: string;
  robot_avatar: string;
  greeting: string;
  help_feedback_url: string;
  enabled: number;
  visitor_allowed: number;
  updated_at: string;
}

export interface RobotScenesTable {
  id: string;
  tenant_id: string;
  name: string;
  sort: number;
  enabled: number;
}

export interface RobotEntriesTable {
  id: string;
  tenant_id: string;
  scene_id: string;
  question: string;
  /** JSON string[]. */
  similar: string;
  /** Sanitised rich text. */
  answer: string;
  /** JSON string[]. */
  service_ids: string;
  enabled: number;
  common: number;
  recommended: number;
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface RobotUnansweredTable {
  id: string;
  tenant_id: string;
  normalized: string;
  question: string;
  ask_count: number;
  visitor_count: number;
  first_asked_at: string;
  last_asked_at: string;
  last_user_id: string | null;
}

export interface RobotFeedbackTable {
  id: string;
  tenant_id: string;
  entry_id: string;
  question: string;
  solved: number;
  user_id: string | null;
  created_at: string;
}
