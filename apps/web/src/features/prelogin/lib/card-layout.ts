import type { PreLoginCard } from '@onehall/contract';

/** Items a card shows before clipping (SPEC §9 card layout: 6/12/18 for 1–3 rows, narrow layout). */
export function itemsFor(card: Pick<PreLoginCard, 'displayRows'>): number {
  return Math.min(Math.max(card.displayRows, 1), 3) * 6;
}
