/**
 * Query-key roots that one feature reads and another feature's writes change:
 * features may not import each other, so the root they share lives here.
 */

/** What the home page shows (its cards, their data, quick navigation): every configuration write that changes it refreshes this root. */
export const HOME_PAGE_KEY = ['home'] as const;
