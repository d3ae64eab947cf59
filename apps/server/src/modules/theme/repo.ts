import type { Db } from '../../db/schema.ts';

export const schoolThemeOf = async (db: Db, tenantId: string): Promise<string | undefined> =>
  (await db.selectFrom('theme_school').select('theme_id').where('tenant_id', '=', tenantId).executeTakeFirst())?.theme_id;

export const userThemeOf = async (db: Db, userId: string, tenantId: string): Promise<string | undefined> =>
  (await db.selectFrom('theme_user').select('theme_id').where('user_id', '=', userId).where('tenant_id', '=', tenantId).executeTakeFirst())
    ?.theme_id;

export async function saveSchoolTheme(db: Db, tenantId: string, themeId: string, userId: string, at: string): Promise<void> {
  await db
    .insertInto('theme_school')
    .values({ tenant_id: tenantId, theme_id: themeId, updated_by: userId, updated_at: at })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ theme_id: themeId, updated_by: userId, updated_at: at }))
    .execute();
}

export async function saveUserTheme(db: Db, userId: string, tenantId: string, themeId: string, at: string): Promise<void> {
  await db
    .insertInto('theme_user')
    .values({ user_id: userId, tenant_id: tenantId, theme_id: themeId, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ tenant_id: tenantId, theme_id: themeId, updated_at: at }))
    .execute();
}

export async function clearUserTheme(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('theme_user').where('user_id', '=', userId).execute();
}
