/** Row types of the transfer module's tables, as Kysely sees them (db/schema.ts composes every module's). */

export type TransferJobState = 'waiting' | 'active' | 'completed' | 'failed';

export interface TransferJobsTable {
  /** The job key (redisKey). */
  id: string;
  tenant_id: string;
  user_id: string;
  list_key: string;
  kind: 'export' | 'import';
  state: TransferJobState;
  error: string | null;
  file_key: string | null;
  file_name: string | null;
  error_key: string | null;
  heartbeat_at: string;
  created_at: string;
  finished_at: string | null;
}

export interface TransferUploadsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  list_key: string;
  file_key: string;
  file_name: string;
  extension: '.xls' | '.xlsx';
  header_line: number;
  /** JSON array of the header row's texts. */
  headers: string;
  created_at: string;
}
