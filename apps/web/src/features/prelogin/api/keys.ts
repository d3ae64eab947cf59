/** Every pre-login query, the landing's and the configuration page's: a saved change refreshes them all. */
export const preloginKey = ['prelogin'] as const;

/**
 * The landing's reads (SPEC §7 "Pre-login landing" and the pre-login calls of
 * "Card configuration"). Every section has its own query, so the page paints
 * section by section and one failure stays local.
 */
export const landingKey = [...preloginKey, 'landing'] as const;
