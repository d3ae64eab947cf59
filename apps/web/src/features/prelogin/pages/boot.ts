import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';

/**
 * How `/` starts (issue 6: the landing's LCP). Kept apart from the landing
 * page so the entry carries only these few lines, never the page itself.
 */

type LandingModule = typeof import('./landing-page.tsx');

let loaded: LandingModule | undefined;

function loadLandingPage(): Promise<LandingModule> {
  return import('./landing-page.tsx').then((module) => {
    loaded = module;
    return module;
  });
}

/**
 * The landing route's page. Once `bootLanding` has loaded the module it renders
 * at once: React.lazy suspends on a real promise even when it has settled, and a
 * Suspense fallback shown even briefly makes React hold the page back for its
 * fallback throttle (300 ms), straight onto the landing's LCP. A thenable that
 * answers synchronously lets React.lazy resolve during the first render.
 */
export const LandingRoutePage = lazy(() => (loaded ? settled(loaded) : loadLandingPage()));

function settled(module: LandingModule): Promise<LandingModule> {
  // biome-ignore lint/suspicious/noThenProperty: deliberately a thenable; a Promise would only answer after the first render.
  return { then: (resolve: (m: LandingModule) => void) => resolve(module) } as unknown as Promise<LandingModule>;
}

/** Fetches the first banner, the page's largest paint, once its address is known instead of once the hero has rendered. */
async function preloadFirstBanner(addresses: string[]): Promise<void> {
  const { safeHref } = await import('../../../lib/safe-content.ts');
  const href = addresses.map((a) => safeHref(a)).find(Boolean);
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = href;
  document.head.appendChild(link);
}

/** How long the first render waits for the data above the fold before it shows the page with placeholders instead. */
const ABOVE_FOLD_WAIT_MS = 1000;

/**
 * On `/`: asks for the landing's first data as soon as the entry runs and
 * settles once the page can render without suspending and with what is above
 * the fold (school, hero, search card), or after ABOVE_FOLD_WAIT_MS. One render
 * with content instead of a placeholder render and a second one that moves it
 * aside: the hero paints sooner. Never rejects: the page shows its own errors.
 */
export async function bootLanding(queryClient: QueryClient): Promise<void> {
  const aboveFold = Promise.all([
    import('../api/pre-login-get-pre-login-index.ts'),
    import('../api/pre-login-common-config-json.ts'),
    import('../api/pre-login-get-footer-info.ts'),
    import('../api/pre-login-school-info.ts'),
    import('../api/pre-login-get-pre-login-page.ts'),
  ]).then(([{ landingIndexQuery }, { landingConfigJsonQuery }, { footerQuery }, { schoolInfoQuery }, { landingCardsQuery }]) => {
    const index = queryClient.prefetchQuery(landingIndexQuery);
    void index
      .then(() => preloadFirstBanner((queryClient.getQueryData(landingIndexQuery.queryKey)?.carousel ?? []).map((c) => c.imgUrl)))
      .catch(() => undefined);
    void queryClient.prefetchQuery(landingConfigJsonQuery);
    void queryClient.prefetchQuery(footerQuery);
    return Promise.all([index, queryClient.prefetchQuery(schoolInfoQuery), queryClient.prefetchQuery(landingCardsQuery)]);
  });
  const waited = new Promise((resolve) => window.setTimeout(resolve, ABOVE_FOLD_WAIT_MS));
  await Promise.all([Promise.race([aboveFold, waited]), loadLandingPage()]).catch(() => undefined);
}
