/** Row types of the personal centre's tables (db/schema.ts composes every module's). */

export interface PersonalAvatarsTable {
  user_id: string;
  tenant_id: string;
  /** A message_files image of common/upload that the user uploaded. */
  image_id: string;
  image_url: string;
  updated_at: string;
}
