import type { Period } from '@onehall/contract';

/**
 * Query keys of the efficiency reports. Reads are keyed by audience (a visitor
 * gets only what the configuration opens) and period; a saved configuration
 * refreshes the whole root, since it changes what every part shows.
 */
const ROOT = ['efficiency'] as const;

export const efficiencyKeys = {
  all: ROOT,
  semesters: () => [...ROOT, 'semesters'] as const,
  layout: (signedIn: boolean) => [...ROOT, 'layout', signedIn] as const,
  /** One report part over a period, e.g. `report(true, 'trend', period, { granularity })`. */
  report: (signedIn: boolean, part: string, period: Period, extra: object = {}) =>
    [...ROOT, 'report', signedIn, part, period, extra] as const,
  personal: (part: string, period: Period, extra: object = {}) => [...ROOT, 'personal', part, period, extra] as const,
  reports: (signedIn: boolean, extra: object = {}) => [...ROOT, 'reports', signedIn, extra] as const,
  config: () => [...ROOT, 'config'] as const,
};
