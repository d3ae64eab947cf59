import type { ThemeModeName } from '@onehall/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { onOtherTabChange } from '../lib/cross-tab.ts';
import { type DesignTokens, designTokens } from '../lib/design-tokens.ts';

/**
 * The theme the signed-in user's pages are painted in (issue 19,
 * docs/design/theme.md). The server keeps the choice (themeSetUp/detail,
 * userThemeSetUp/submit); this copy in localStorage paints a reload or a new
 * tab at once, before the server has answered.
 */

export const THEME_KEY = 'theme';

export interface AppliedTheme {
  themeId: string;
  themeColor: string;
  themeMode: ThemeModeName;
}

interface ThemeState {
  /** Whose theme it is: another user signing in on this browser does not get it. */
  userId: string | null;
  theme: AppliedTheme | null;
  setTheme(userId: string, theme: AppliedTheme): void;
}

export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      userId: null,
      theme: null,
      setTheme: (userId, { themeId, themeColor, themeMode }) => set({ userId, theme: { themeId, themeColor, themeMode } }),
    }),
    {
      name: THEME_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ userId, theme }) => ({ userId, theme }),
    },
  ),
);

/** The theme of `userId`'s pages as last known; null: the school's default is not known yet, paint SPEC §3's. */
export const themeOf = (state: Pick<ThemeState, 'userId' | 'theme'>, userId: string | undefined): AppliedTheme | null =>
  userId && state.userId === userId ? state.theme : null;

/** The design tokens of a theme (null: the default light theme). */
export const themeTokens = (theme: AppliedTheme | null): DesignTokens =>
  designTokens(theme ? { brand: theme.themeColor, mode: theme.themeMode } : {});

/** A theme switched in another tab shows here too. */
export function followThemeOfOtherTabs(): () => void {
  return onOtherTabChange([THEME_KEY], () => void useThemeStore.persist.rehydrate());
}
