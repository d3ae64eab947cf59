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

/**
 * The three lists (features/three-lists): its configuration, tree, counts and
 * lists. The department duty list (features/three-lists) writes duties the three
 * lists count, and reads whether a duty type is required from it.
 */
export const THREE_LISTS_KEY = ['threeLists'] as const;

/** `isDutyTypeMust`, read by the duty form and refreshed by a saved three-lists configuration. */
export const DUTY_TYPE_MUST_KEY = [...THREE_LISTS_KEY, 'dutyTypeMust'] as const;

/**
 * The service hall's queries (features/services: listings with their 收藏 flags,
 * the collection). The personal centre's 我的收藏 reorders and removes favourites,
 * so its writes refresh this root and the home page's collection card.
 */
export const SERVICE_HALL_KEY = ['services'] as const;
