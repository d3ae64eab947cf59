import { type ThemeSetting, themeById } from '@onehall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { useAuthStore } from '../../../stores/auth.ts';
import { useThemeStore } from '../../../stores/theme.ts';
import { themeKeys } from '../api/keys.ts';
import { saveUserTheme } from '../api/save-user-theme.ts';

/**
 * Switches the signed-in user's theme: painted at once, then kept by the
 * server for every device; a refusal paints the previous theme again.
 * `null` follows the school's default.
 */
export function useSwitchTheme(): (themeId: string | null) => Promise<boolean> {
  const client = useQueryClient();
  return useCallback(
    async (themeId) => {
      const userId = useAuthStore.getState().userInfo?.user_id;
      if (!userId) return false;
      const key = themeKeys.setting(userId);
      const known = client.getQueryData<ThemeSetting>(key);
      const previous = useThemeStore.getState().theme;
      useThemeStore.getState().setTheme(userId, themeById(themeId ?? known?.schoolThemeId));
      const env = await saveUserTheme(themeId);
      if (isOk(env)) {
        client.setQueryData(key, env.result);
        useThemeStore.getState().setTheme(userId, env.result.theme);
        return true;
      }
      if (previous) useThemeStore.getState().setTheme(userId, previous);
      reportError(env);
      return false;
    },
    [client],
  );
}
