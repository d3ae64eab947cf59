/**
 * How the tabs of one browser keep the shared sign-in in step
 * (docs/design/auth.md "One sign-in for every tab").
 */

const CHANNEL = 'onehall-shared-storage';

let channel: BroadcastChannel | undefined;

// One channel per page for sending and hearing: a channel does not hear its own messages, so a tab does not hear itself.
function tabChannel(): BroadcastChannel {
  channel ??= new BroadcastChannel(CHANNEL);
  return channel;
}

/** Tells the other tabs that this one has just written `key` to localStorage. */
export function notifyOtherTabs(key: string): void {
  tabChannel().postMessage(key);
}

/**
 * Calls `listener` when another tab may have changed one of `keys` in
 * localStorage: on the channel's message, and on the `storage` event, the
 * fallback, which also guarantees the new value is readable (a message can
 * overtake the write it announces) and catches writers that do not announce,
 * such as clearing the site's data. A page restored from the back-forward
 * cache heard neither, so it looks again.
 */
export function onOtherTabChange(keys: readonly string[], listener: () => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (keys.includes(event.data)) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === localStorage && (event.key === null || keys.includes(event.key))) listener();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) listener();
  };
  tabChannel().addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    tabChannel().removeEventListener('message', onMessage);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
  };
}

/**
 * Runs `work` while holding the browser-wide lock `name`, or skips it when
 * another tab holds that lock. Every browser the build targets has Web Locks;
 * without them (jsdom) `work` runs unguarded.
 */
export async function withCrossTabLock(name: string, work: () => Promise<void>): Promise<void> {
  if (!('locks' in navigator)) return work();
  await navigator.locks.request(name, { ifAvailable: true }, async (lock) => {
    if (lock) await work();
  });
}
