import { THREE_LISTS_KEY } from '../../api/query-keys.ts';

/**
 * Query keys of the three lists. Every write of the area (configuration,
 * department information, links) refreshes the whole root: the public page's
 * tree, counts and lists all follow the configuration.
 */
export const threeListsKeys = {
  all: THREE_LISTS_KEY,
  config: () => [...THREE_LISTS_KEY, 'config'] as const,
  /** What the public page reads, per audience (a token widens the services). */
  inventory: (signedIn: boolean) => [...THREE_LISTS_KEY, 'inventory', signedIn] as const,
  /** What the configuration page reads. */
  admin: () => [...THREE_LISTS_KEY, 'admin'] as const,
  /** Department duty pages (the duty list page and the link editor). */
  duties: () => [...THREE_LISTS_KEY, 'duties'] as const,
};
