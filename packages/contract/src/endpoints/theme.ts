import { type Static, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { configMenu, defineEndpoint, signedIn, visitor } from '../endpoint.ts';
import { ThemeSchema } from '../entities.ts';
import { DEFAULT_THEME_COLOR, DEFAULT_THEME_ID, DEFAULT_THEME_NAME } from '../limits.ts';

/*
 * Themes (issue 19, docs/design/theme.md): a fixed list of themes, the
 * school's default chosen by administrators (配置 → 主题配置) and each
 * user's own choice. A theme is a colour and a mode; the web derives every
 * colour it paints from them at WCAG AA (apps/web/src/lib/design-tokens.ts).
 */

/** The configuration page and menu entry of the school's default theme. */
export const THEME_MENU = 'themeConfig';

export const ThemeModeSchema = Type.Union([Type.Literal('light'), Type.Literal('dark')]);
export type ThemeModeName = Static<typeof ThemeModeSchema>;

/** SPEC §3 "Theme" with the mode the portal paints it in. */
export const ThemeOptionSchema = Type.Composite([ThemeSchema, Type.Object({ themeMode: ThemeModeSchema })]);
export type ThemeOption = Static<typeof ThemeOptionSchema>;

const option = (themeId: string, themeName: string, themeColor: string, themeMode: ThemeModeName = 'light'): ThemeOption => ({
  themeId,
  themeName,
  themeColor,
  themeImg: null,
  themeImgBorderColor: themeColor,
  WaitingForMeToHandleBCImg: null,
  themeMode,
});

/** Every theme the portal offers, the default first (SPEC §3: id 1, #008cff). */
export const THEMES: readonly ThemeOption[] = Object.freeze([
  option(DEFAULT_THEME_ID, DEFAULT_THEME_NAME, DEFAULT_THEME_COLOR),
  option('2', '青翠', '#12a150'),
  option('3', '绛红', '#b3233b'),
  option('4', '暗夜', '#3c9cff', 'dark'),
]);

/** The theme of an id; the default for an id no longer offered. */
export function themeById(themeId: string | null | undefined): ThemeOption {
  return THEMES.find((t) => t.themeId === themeId) ?? (THEMES[0] as ThemeOption);
}

export const ThemeMessages = {
  unknown: '该主题不存在，请从主题列表中选择',
  schoolSaved: '学校默认主题已保存',
  userSaved: '主题已切换',
} as const;

const ThemeIdBody = Type.Object({ themeId: Type.String({ minLength: 1, maxLength: 32 }) });

export const getThemeManageList = defineEndpoint({
  name: 'getThemeManageList',
  method: 'POST',
  path: `${Services.platform}/platformThemeManage/getThemeManageList`,
  access: visitor,
  summary: 'Every theme the portal offers, the default first',
  body: Type.Optional(Type.Object({})),
  result: Type.Array(ThemeOptionSchema),
});

export const ThemeSettingSchema = Type.Object({
  /** The school's default (SPEC §3: 1 until an administrator chooses). */
  schoolThemeId: Type.String(),
  /** The caller's own choice; null for a visitor or a user following the school's default. */
  userThemeId: Type.Union([Type.String(), Type.Null()]),
  /** What the caller's pages are painted in: their choice, else the school's. */
  theme: ThemeOptionSchema,
});
export type ThemeSetting = Static<typeof ThemeSettingSchema>;

export const themeSetUpDetail = defineEndpoint({
  name: 'themeSetUpDetail',
  method: 'POST',
  path: `${Services.platform}/themeSetUp/detail`,
  access: visitor,
  summary: "The school's default theme and, for a signed-in caller, their own choice and the theme their pages use",
  body: Type.Optional(Type.Object({ tenantId: Type.Optional(Type.String({ maxLength: 12 })) })),
  result: ThemeSettingSchema,
});

export const themeSetUpSubmit = defineEndpoint({
  name: 'themeSetUpSubmit',
  method: 'POST',
  path: `${Services.platform}/themeSetUp/submit`,
  access: configMenu(THEME_MENU),
  summary: "Sets the school's default theme (an id of getThemeManageList); refused with 1004 for any other id",
  body: ThemeIdBody,
  result: ThemeSettingSchema,
});

export const userThemeSetUpSubmit = defineEndpoint({
  name: 'userThemeSetUpSubmit',
  method: 'POST',
  path: `${Services.platform}/userThemeSetUp/submit`,
  access: signedIn,
  summary: "Sets the caller's own theme (null: follow the school's default); only ever the caller's",
  body: Type.Object({ themeId: Type.Union([Type.String({ minLength: 1, maxLength: 32 }), Type.Null()]) }),
  result: ThemeSettingSchema,
});

/** The school's logo and name (SPEC §7), from the one school identity (endpoints/school.ts). */
export const GuiseLogoSchema = Type.Object({
  schoolName: Type.String(),
  shortName: Type.String(),
  logo: Type.Union([Type.String(), Type.Null()]),
});

export const guiseLogoDetail = defineEndpoint({
  name: 'guiseLogoDetail',
  method: 'GET',
  path: `${Services.platform}/nobody/platformapplyguiselogo/detail`,
  access: visitor,
  summary: "The school's logo and name for visitors (the Tenant-Id header or tenantId, else 000000)",
  query: Type.Object({ tenantId: Type.Optional(Type.String({ maxLength: 12 })) }),
  result: GuiseLogoSchema,
});

export const getPlatformApplyGuiseLogoInfo = defineEndpoint({
  name: 'getPlatformApplyGuiseLogoInfo',
  method: 'GET',
  path: `${Services.platform}/platformApplyGuiseLogoInfo/getPlatformApplyGuiseLogoInfo`,
  access: signedIn,
  summary: "The school's logo and name for the signed-in caller's tenant",
  result: GuiseLogoSchema,
});

export const themeEndpoints = [
  getThemeManageList,
  themeSetUpDetail,
  themeSetUpSubmit,
  userThemeSetUpSubmit,
  guiseLogoDetail,
  getPlatformApplyGuiseLogoInfo,
] as const;
