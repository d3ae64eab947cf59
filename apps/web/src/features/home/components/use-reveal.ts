import { type RefObject, useEffect, useState } from 'react';

/**
 * Cards outside the first screen wait to ask for their data and draw their
 * bodies (docs/design/home-web.md "Speed"): the first screen's cards get the
 * network and the main thread to themselves. A waiting card is revealed when
 * it comes near the screen or, when `inIdleTime`, in the browser's idle time,
 * one card per idle slot, so the rest of the page is ready without a long
 * task and without the user having to scroll.
 */

/** How far outside the screen a card starts loading, so a scrolling reader seldom sees a skeleton. */
const NEAR_SCREEN = '300px 0px';
/** The longest a waiting card waits for an idle slot. */
const IDLE_TIMEOUT_MS = 3000;

type IdleHandle = { cancel: () => void };

const waiting: Array<() => void> = [];
let slot: IdleHandle | null = null;

function onIdle(run: () => void): IdleHandle {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return { cancel: () => window.cancelIdleCallback(id) };
  }
  const id = window.setTimeout(run, 200);
  return { cancel: () => window.clearTimeout(id) };
}

function nextSlot() {
  if (slot || waiting.length === 0) return;
  slot = onIdle(() => {
    slot = null;
    waiting.shift()?.();
    nextSlot();
  });
}

function wait(reveal: () => void): () => void {
  waiting.push(reveal);
  nextSlot();
  return () => {
    const i = waiting.indexOf(reveal);
    if (i >= 0) waiting.splice(i, 1);
    if (waiting.length === 0) {
      slot?.cancel();
      slot = null;
    }
  };
}

/** Whether the element has been revealed; without IntersectionObserver (tests, old browsers) at once. */
export function useReveal(ref: RefObject<Element | null>, inIdleTime: boolean): boolean {
  const [revealed, setRevealed] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (revealed || !el) return;
    const reveal = () => setRevealed(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) reveal();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(el);
    const stopWaiting = inIdleTime ? wait(reveal) : () => undefined;
    return () => {
      observer.disconnect();
      stopWaiting();
    };
  }, [ref, revealed, inIdleTime]);
  return revealed;
}
