import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect, useState } from 'react';
import { antdThemeTokens, designTokens } from '../lib/design-tokens.ts';
import { useAuthStore } from '../stores/auth.ts';
import AntdAppContext from './antd-app.tsx';

dayjs.locale('zh-cn');

const ANTD_THEME = { token: antdThemeTokens(designTokens()) };

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The request layer never throws and already shows errors, so blind retries would only repeat toasts.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

/**
 * When the person signed in changes (sign-out, here or in another tab, or a
 * different account), nothing cached for the last one may show: campus
 * computers are shared. A token refresh keeps the cache.
 */
function useForgetOnUserChange(client: QueryClient): void {
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (state.userInfo?.user_id !== previous.userInfo?.user_id) client.clear();
      }),
    [client],
  );
}

/**
 * Query client, locale and theme: what every page needs. The app mounts only
 * these at the root; the root layout adds antd's App context below them for
 * every page but the visitor landing (see root-layout.tsx).
 */
export function CoreProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useForgetOnUserChange(client);
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={zhCN} theme={ANTD_THEME}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}

/** Everything a page is rendered in, antd's App context included: for mounting a page or component on its own. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <CoreProviders queryClient={queryClient}>
      <AntdAppContext>{children}</AntdAppContext>
    </CoreProviders>
  );
}
