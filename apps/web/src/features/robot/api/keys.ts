/** Query keys of 智能客服配置. */
const ROBOT_ADMIN_KEY = ['robot', 'admin'] as const;

export const robotAdminKeys = {
  all: ROBOT_ADMIN_KEY,
  config: () => [...ROBOT_ADMIN_KEY, 'config'] as const,
  /** Scenes with their entry counts: an entry saved or removed changes the counts. */
  scenes: () => [...ROBOT_ADMIN_KEY, 'scenes'] as const,
  entries: () => [...ROBOT_ADMIN_KEY, 'entries'] as const,
  services: () => [...ROBOT_ADMIN_KEY, 'services'] as const,
  unanswered: () => [...ROBOT_ADMIN_KEY, 'unanswered'] as const,
};
