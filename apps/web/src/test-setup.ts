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
