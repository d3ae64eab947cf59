/** Row types of the todo module's tables, as Kysely sees them (db/schema.ts composes every module's). */

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
  /** The service-hall service it carries out, when the system said (migration 0017). */
  service_id: string | null;
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
