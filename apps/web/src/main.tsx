import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CoreProviders, createQueryClient } from './app/core-providers.tsx';
import { preloadAppContext } from './app/root-layout.tsx';
import { AppRouter } from './app/router.tsx';
import { bootLanding } from './features/prelogin/pages/boot.ts';
import { applyDesignTokens, designTokens } from './lib/design-tokens.ts';
import { followOtherTabs } from './stores/shared-sign-in.ts';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// Before the first render, so no page paints with an undefined colour.
applyDesignTokens(designTokens());

const queryClient = createQueryClient();
const { pathname } = window.location;

preloadAppContext(pathname);
followOtherTabs();

function render(): void {
  root.render(
    <StrictMode>
      <CoreProviders queryClient={queryClient}>
        <AppRouter />
      </CoreProviders>
    </StrictMode>,
  );
}

// On `/` the first render waits for the landing page's module (its data is asked for meanwhile), so it never shows a loading fallback first (issue 6: LCP).
if (pathname === '/') void bootLanding(queryClient).then(render);
else render();
