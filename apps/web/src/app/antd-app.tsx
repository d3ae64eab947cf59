import { App as AntdApp, theme as antdTheme, ConfigProvider, type MappingAlgorithm, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useLayoutEffect, useMemo } from 'react';
import { setErrorPresenter } from '../api/errors.ts';
import { antdThemeTokens } from '../lib/design-tokens.ts';
import { useAuthStore } from '../stores/auth.ts';
import { type AppliedTheme, themeOf, themeTokens, useThemeStore } from '../stores/theme.ts';

/**
 * Everything antd needs around a page, in one chunk of its own that the entry
 * loads only for pages other than the visitor landing (issue 14: the landing
 * carries no antd; root-layout.tsx decides).
 */

dayjs.locale('zh-cn');

/**
 * antd's theme for a portal theme: our tokens, and antd's dark algorithm for a
 * dark one. That algorithm darkens the primary colour it is given (#3c9cff
 * became #3688dc, 4.49 : 1 on the dark surface), so a last step puts back
 * ours, which is AA (docs/design/theme.md).
 */
function antdThemeOf(theme: AppliedTheme | null): ThemeConfig {
  const tokens = themeTokens(theme);
  if (tokens.mode !== 'dark') return { token: antdThemeTokens(tokens), algorithm: antdTheme.defaultAlgorithm };
  const keepOurs: MappingAlgorithm = (seed, map = antdTheme.darkAlgorithm(seed)) => ({
    ...map,
    colorPrimary: tokens.color.primary,
    colorPrimaryText: tokens.color.primary,
    colorLink: tokens.color.primary,
    colorInfo: tokens.color.primary,
  });
  return { token: antdThemeTokens(tokens), algorithm: [antdTheme.darkAlgorithm, keepOurs] };
}

/** antd's locale (dates, pagination) and the signed-in user's theme: also for antd parts mounted outside a page, such as the session-expired dialog. */
export function AntdConfig({ children }: { children: ReactNode }) {
  const userId = useAuthStore((s) => s.userInfo?.user_id);
  const theme = useThemeStore((s) => themeOf(s, userId));
  const config = useMemo(() => antdThemeOf(theme), [theme]);
  return (
    <ConfigProvider locale={zhCN} theme={config}>
      {children}
    </ConfigProvider>
  );
}

/** Routes the error toasts of `reportError` (api/errors.ts) through antd's App context while it is mounted, so they follow the theme and locale. */
function ErrorPresenterBridge() {
  const { message } = AntdApp.useApp();
  // A layout effect, as the App context commits: a page's failure reported as it appears (or just after, before a
  // passive effect's later turn) would otherwise go to the light toast.
  useLayoutEffect(() => {
    setErrorPresenter((text) => {
      void message.error(text);
    });
    // Back on the landing, the light toast shows them again.
    return () => setErrorPresenter();
  }, [message]);
  return null;
}

/** Locale and theme plus antd's App context (`App.useApp()`: message, notification, modal) with the error toasts routed through it. */
export default function AntdAppContext({ children }: { children: ReactNode }) {
  return (
    <AntdConfig>
      <AntdApp>
        <ErrorPresenterBridge />
        {children}
      </AntdApp>
    </AntdConfig>
  );
}
