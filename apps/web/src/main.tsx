import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CoreProviders, createQueryClient } from './app/providers.tsx';
import { preloadAppContext } from './app/root-layout.tsx';
import { AppRouter } from './app/router.tsx';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const { pathname } = window.location;

preloadAppContext(pathname);
// The landing's first sections wait on these calls; asking now rather than once its page has rendered cuts its LCP (issue 6).
if (pathname === '/') {
  void import('./features/prelogin/api/landing.ts').then((q) => {
    void queryClient.prefetchQuery(q.schoolInfoQuery);
    void queryClient.prefetchQuery(q.landingIndexQuery);
    void queryClient.prefetchQuery(q.landingConfigJsonQuery);
    void queryClient.prefetchQuery(q.landingCardsQuery);
    void queryClient.prefetchQuery(q.footerQuery);
  });
}

createRoot(root).render(
  <StrictMode>
    <CoreProviders queryClient={queryClient}>
      <AppRouter />
    </CoreProviders>
  </StrictMode>,
);
