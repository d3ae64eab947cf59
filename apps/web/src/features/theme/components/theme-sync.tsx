import { useEffect } from 'react';
import { useAuthStore } from '../../../stores/auth.ts';
import { useThemeStore } from '../../../stores/theme.ts';
import { useThemeSetting } from '../api/get-theme-setting.ts';

/**
 * Takes the signed-in user's theme from the server (their choice, else the
 * school's default) on every page load, so a choice made on another device
 * shows here; renders nothing.
 */
export function ThemeSync() {
  const userId = useAuthStore((s) => s.userInfo?.user_id ?? '');
  const setting = useThemeSetting(userId, userId !== '');
  const theme = setting.data?.theme;
  useEffect(() => {
    if (userId && theme) useThemeStore.getState().setTheme(userId, theme);
  }, [userId, theme]);
  return null;
}
