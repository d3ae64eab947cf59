/**
 * Query-key roots that one feature reads and another feature's writes change:
 * features may not import each other, so the root they share lives here.
 */

/** What the home page shows (its cards, their data, quick navigation): every configuration write that changes it refreshes this root. */
export const HOME_PAGE_KEY = ['home'] as const;

/**
 * Everything that shows the school's one identity (docs/design/school.md) and
 * is read by other features: the landing, its configuration and schoolInfo
 * (`prelogin`), the shell's footer (`homeFrame`) and the home-page footer
 * configuration (`cards`, `footer`). A save of the identity refreshes them all.
 */
export const SCHOOL_IDENTITY_READERS = [['prelogin'], ['homeFrame'], ['cards', 'footer']] as const;
