import { useState } from 'react';

const PREFIX = 'onehall-cards-tab:';

/**
 * A tab of the configuration pages that is not one of SPEC §2's named tabs
 * (those live in stores/ui.ts) but, like them, survives a reload of the
 * browser tab (SPEC §4 "UI states are persisted in session storage").
 */
export function useSessionTab<T extends string>(name: string, fallback: T, allowed: readonly T[]): [T, (tab: T) => void] {
  const [tab, setTab] = useState<T>(() => {
    const stored = sessionStorage.getItem(PREFIX + name) as T | null;
    return stored && allowed.includes(stored) ? stored : fallback;
  });
  const change = (next: T) => {
    sessionStorage.setItem(PREFIX + name, next);
    setTab(next);
  };
  return [tab, change];
}
