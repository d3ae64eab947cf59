/** Query keys of question feedback: the asker's tickets, and the handlers' queue (a change refreshes both). */
const ROOT = ['robot-feedback'] as const;

export const feedbackKeys = {
  all: ROOT,
  /** The caller's tickets: pages, counts, details. */
  mine: () => [...ROOT, 'mine'] as const,
  /** The handlers' queue: pages and details. */
  queue: () => [...ROOT, 'queue'] as const,
  scenes: () => [...ROOT, 'scenes'] as const,
  scope: () => [...ROOT, 'scope'] as const,
  depts: () => [...ROOT, 'depts'] as const,
};
