import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useAuthStore } from '../stores/auth.ts';

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
 * The query client: all the app mounts at the root. No antd here (issue 14:
 * the visitor landing loads none); the root layout adds antd's locale, theme
 * and App context for every other page (root-layout.tsx, antd-app.tsx).
 */
export function CoreProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useForgetOnUserChange(client);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
