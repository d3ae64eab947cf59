import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { setErrorPresenter } from '../api/errors.ts';
import { antdThemeTokens, designTokens } from '../lib/design-tokens.ts';

/**
 * Everything antd needs around a page, in one chunk of its own that the entry
 * loads only for pages other than the visitor landing (issue 14: the landing
 * carries no antd; root-layout.tsx decides).
 */

dayjs.locale('zh-cn');

const ANTD_THEME = { token: antdThemeTokens(designTokens()) };

/** antd's locale (dates, pagination) and theme: for antd parts mounted outside a page, such as the session-expired dialog. */
export function AntdConfig({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={ANTD_THEME}>
      {children}
    </ConfigProvider>
  );
}

/** Routes the error toasts of `reportError` (api/errors.ts) through antd's App context while it is mounted, so they follow the theme and locale. */
function ErrorPresenterBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => {
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
