import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import AntdAppContext from './antd-app.tsx';
import { CoreProviders } from './core-providers.tsx';

/**
 * For mounting a page or component on its own (tests): everything a page is
 * rendered in. The app itself imports core-providers.tsx, so the entry never
 * pulls antd in through this file (issue 14).
 */
export { CoreProviders, createQueryClient } from './core-providers.tsx';

/** Query client, antd's locale and theme, and antd's App context. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <CoreProviders queryClient={queryClient}>
      <AntdAppContext>{children}</AntdAppContext>
    </CoreProviders>
  );
}
