import { DEFAULT_THEME_COLOR } from '@onehall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect, useState } from 'react';
import { setErrorPresenter } from '../api/client.ts';

dayjs.locale('zh-cn');

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The request layer never throws and already shows errors, so blind retries would only repeat toasts.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

/** Routes the request layer's error toasts through antd's App context, so they follow the theme and locale. */
function ErrorPresenterBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    setErrorPresenter((text) => {
      void message.error(text);
    });
  }, [message]);
  return null;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: DEFAULT_THEME_COLOR } }}>
        <AntdApp>
          <ErrorPresenterBridge />
          {children}
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
