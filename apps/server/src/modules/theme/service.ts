import {
  DEFAULT_THEME_ID,
  type guiseLogoDetail,
  type ResultOf,
  THEMES,
  ThemeMessages,
  type ThemeSetting,
  themeById,
} from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { business } from '../../platform/http/app-error.ts';
import * as school from '../school/identity.ts';
import * as repo from './repo.ts';

/*
 * Themes (docs/design/theme.md). The school's default is read on every
 * signed-in page load, so each node remembers it (`theme:<tenant>:school`)
 * until an administrator changes it.
 */

const schoolKey = (tenantId: string) => `theme:${tenantId}:school`;

function schoolThemeId(platform: Platform, tenantId: string): Promise<string> {
  return Promise.resolve(
    platform.memo.read(schoolKey(tenantId), async () => (await repo.schoolThemeOf(platform.db, tenantId)) ?? DEFAULT_THEME_ID),
  );
}

/** An id the contract offers, or a refusal naming the problem. */
function offered(themeId: string): string {
  if (!THEMES.some((t) => t.themeId === themeId)) throw business(ThemeMessages.unknown);
  return themeId;
}

/** The school's default and, for a signed-in caller, their own choice and the theme their pages use. */
export async function setting(platform: Platform, tenantId: string, principal?: Principal): Promise<ThemeSetting> {
  const schoolTheme = await schoolThemeId(platform, tenantId);
  const own = principal ? await repo.userThemeOf(platform.db, principal.userId, principal.tenantId) : undefined;
  // A stored id the list no longer offers counts as no choice.
  const userThemeId = own && THEMES.some((t) => t.themeId === own) ? own : null;
  return { schoolThemeId: schoolTheme, userThemeId, theme: themeById(userThemeId ?? schoolTheme) };
}

export async function saveSchoolTheme(platform: Platform, principal: Principal, themeId: string): Promise<ThemeSetting> {
  await repo.saveSchoolTheme(platform.db, principal.tenantId, offered(themeId), principal.userId, platform.clock.now().toISOString());
  await platform.memo.forget([schoolKey(principal.tenantId)]);
  return setting(platform, principal.tenantId, principal);
}

/** The caller's own theme; null goes back to the school's default. Only ever the caller's row. */
export async function saveUserTheme(platform: Platform, principal: Principal, themeId: string | null): Promise<ThemeSetting> {
  if (themeId === null) await repo.clearUserTheme(platform.db, principal.userId);
  else await repo.saveUserTheme(platform.db, principal.userId, principal.tenantId, offered(themeId), platform.clock.now().toISOString());
  return setting(platform, principal.tenantId, principal);
}

/** The school's logo and name, from the one school identity (modules/school). */
export async function guiseLogo(platform: Platform, tenantId: string): Promise<ResultOf<typeof guiseLogoDetail>> {
  const identity = await school.identity(platform, tenantId);
  return { schoolName: identity.schoolName, shortName: identity.shortName, logo: identity.logo };
}
