/** Row types of the three-lists module's tables, as Kysely sees them (db/schema.ts composes every module's). */

export interface ThreeListsConfigTable {
  tenant_id: string;
  title: string;
  introduction: string;
  show_duties: number;
  show_services: number;
  show_relation: number;
  visitor_allowed: number;
  is_duty_type_must: number;
  /** JSON string array. */
  hidden_dept_ids: string;
  updated_at: string;
}

export interface ThreeListsCategoriesTable {
  id: string;
  tenant_id: string;
  name: string;
  sort: number;
  shown: number;
}

export interface ThreeListsDeptInfoTable {
  dept_id: string;
  tenant_id: string;
  category_id: string | null;
  sort: number;
  description: string;
  contact: string;
  updated_at: string;
}

/** A department administrator: a user who may maintain that department without the threeListsConfig menu. */
export interface ThreeListsDeptAdminsTable {
  tenant_id: string;
  user_id: string;
  dept_id: string;
}

export interface ThreeListsDutyServicesTable {
  tenant_id: string;
  duty_id: string;
  service_id: string;
  created_at: string;
}
