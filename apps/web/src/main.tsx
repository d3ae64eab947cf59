import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CoreProviders, createQueryClient } from './app/core-providers.tsx';
import { preloadAppContext } from './app/root-layout.tsx';
import { AppRouter } from './app/router.tsx';
import { bootLanding } from './features/prelogin/pages/boot.ts';
import { applyDesignTokens } from './lib/design-tokens.ts';
import { useAuthStore } from './stores/auth.ts';
import { followLockOfOtherTabs } from './stores/lock.ts';
import { followOtherTabs } from './stores/shared-sign-in.ts';
import { followThemeOfOtherTabs, themeOf, themeTokens, useThemeStore } from './stores/theme.ts';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

const { pathname } = window.location;

// Before the first render, so no page paints with an undefined colour, or the default before the user's theme (the landing keeps its own).
applyDesignTokens(themeTokens(pathname === '/' ? null : themeOf(useThemeStore.getState(), useAuthStore.getState().userInfo?.user_id)));

const queryClient = createQueryClient();

preloadAppContext(pathname);
followOtherTabs();
followThemeOfOtherTabs();
followLockOfOtherTabs();

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
