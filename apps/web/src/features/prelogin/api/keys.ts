/** Every pre-login query, the landing's and the configuration page's: a saved change refreshes them all. */
export const preloginKey = ['prelogin'] as const;
