/**
 * Query keys of the administrators' message page (消息管理). Under the
 * messages root, so a refresh of everything the area shows reaches them too.
 */
const MANAGE_KEY = ['messages', 'manage'] as const;

export const manageKeys = {
  all: MANAGE_KEY,
  /** Sent messages: pages and details; a send or withdrawal refreshes them. */
  sent: () => [...MANAGE_KEY, 'sent'] as const,
  /** Sender accounts with their counts; a send changes the counts. */
  accounts: () => [...MANAGE_KEY, 'accounts'] as const,
  /** Roles, departments and users an audience can name, and its counts. */
  audience: () => [...MANAGE_KEY, 'audience'] as const,
};
