/** Navigation entries (SPEC §7 platformapplynavigation) and the home-page frame reads (homePage/...). */

export const navigationKey = ['navigation'] as const;

/** Everything the shell shows from the server: cleared whenever navigation changes. */
export const homeFrameKey = ['homeFrame'] as const;
