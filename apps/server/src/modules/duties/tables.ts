/** Row types of the duties module's tables, as Kysely sees them (db/schema.ts composes every module's). */

export interface DeptDutiesTable {
  id: string;
  tenant_id: string;
  dept_id: string;
  duty_description: string;
  /** Key of DUTY_TYPES. */
  duty_type: string;
  basis: string;
  sort: number;
  created_at: string;
  updated_at: string;
}
