/** Query keys of the theme area. */
const THEME_KEY = ['theme'] as const;

export const themeKeys = {
  all: THEME_KEY,
  list: () => [...THEME_KEY, 'list'] as const,
  /** The school's default and the caller's choice: per signed-in user (or visitor). */
  setting: (userId: string) => [...THEME_KEY, 'setting', userId] as const,
};
