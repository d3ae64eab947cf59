/** Row types of the efficiency module's tables, as Kysely sees them (db/schema.ts composes every module's). */

export interface EffConfigTable {
  tenant_id: string;
  /** JSON of config.ts StoredConfig. */
  config: string;
  updated_by: string;
  updated_at: string;
}

export interface EffProcessFactsTable {
  process_id: string;
  tenant_id: string;
  dept_id: string;
  service_id: string;
  process_name: string;
  state: 'RUNNING' | 'FINISHED' | 'REJECTED';
  start_time: string;
  finish_time: string | null;
  start_day: string;
  finish_day: string | null;
  minutes: number | null;
  deadline: string;
  late: number;
}

/** Counts by finish day (started: by start day). */
export interface RollupCounts {
  finished: number;
  late: number;
  minutes: number;
}

export interface EffDailyDeptTable extends RollupCounts {
  tenant_id: string;
  day: string;
  dept_id: string;
  started: number;
  hist: string;
}

export interface EffMonthlyDeptTable extends RollupCounts {
  tenant_id: string;
  /** YYYY-MM */
  month: string;
  dept_id: string;
  started: number;
  hist: string;
}

export interface EffDailyServiceTable extends RollupCounts {
  tenant_id: string;
  day: string;
  dept_id: string;
  service_id: string;
  started: number;
}

export interface EffNodeDailyTable extends RollupCounts {
  tenant_id: string;
  day: string;
  dept_id: string;
  process_name: string;
  node_name: string;
  hist: string;
}

export interface EffHandlerDailyTable extends RollupCounts {
  tenant_id: string;
  day: string;
  user_id: string;
  dept_id: string;
  hist: string;
}

export interface EffOpenNodesTable {
  process_id: string;
  seq: number;
  tenant_id: string;
  dept_id: string;
  process_name: string;
  node_name: string;
  user_id: string;
  start_time: string;
  deadline: string;
}

export interface EffReportsTable {
  id: string;
  tenant_id: string;
  kind: 'MONTHLY';
  month: string;
  name: string;
  period_start: string;
  period_end: string;
  status: 'PENDING' | 'READY' | 'FAILED';
  file_key: string | null;
  file_size: number;
  error: string | null;
  created_at: string;
  updated_at: string;
}
