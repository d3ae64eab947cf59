import { RUNTIME_CONFIG_META } from '@onehall/contract';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// What the server writes into the page it serves (apps/server/src/platform/http/web-app.ts): the demo installation's credential.
const runtimeConfig = document.createElement('meta');
runtimeConfig.name = RUNTIME_CONFIG_META;
runtimeConfig.content = JSON.stringify({ clientId: 'onehall', clientSecret: 'onehall_secret' });
document.head.append(runtimeConfig);

// findBy/waitFor give up after 1 s by default, which a loaded CI machine can miss
// while antd renders; a missing element still fails, only later.
configure({ asyncUtilTimeout: 20_000 });

// Stores persist to localStorage (the sign-in) and sessionStorage (the tab's state); each test starts from empty ones.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// Without vitest globals, Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
});

// antd's responsive components read matchMedia, which jsdom does not implement.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom implements getComputedStyle without pseudo-elements and reports every
// call with one (antd's scroll-bar measuring makes them) on stderr; the element's
// own style is what those callers fall back to anyway.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);

// jsdom's getComputedStyle matches every style rule against the element through
// nwsapi, which keeps the last 1000 compiled selectors. antd's CSS-in-JS puts some
// 1,700 rules in a page, so each in-order pass evicts every selector before its
// next use and recompiles them all: ~50 ms an element, paid by every role query
// (accessibility checks read the computed style of each element and its
// ancestors). One unbounded cache for the test file's one document instead; a
// compiled selector does not depend on the DOM, so results are unchanged.
type SelectorCache = { get(key: string): unknown; set(key: string, value: unknown): unknown; has(key: string): boolean; clear(): void };
const implSymbol = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
getComputedStyle(document.documentElement); // jsdom creates the matcher on first use
const matcher =
  implSymbol &&
  (document as unknown as Record<symbol, { _nwsapiDontThrow?: { matchResolvers?: SelectorCache } }>)[implSymbol]?._nwsapiDontThrow;
const cache = matcher?.matchResolvers;
if (cache) {
  const all = new Map<string, unknown>();
  cache.get = (key) => all.get(key);
  cache.set = (key, value) => {
    all.set(key, value);
    return value;
  };
  cache.has = (key) => all.has(key);
  cache.clear = () => all.clear();
}
