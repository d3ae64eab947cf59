/**
 * Business constants and limits of SPEC §9 and the numeric rules of SPEC §5.
 * Durations carry their unit in the name; web and server read them from here
 * so a limit is changed in one place.
 */

// Session and tokens (SPEC §9).
export const TOKEN_REFRESH_CHECK_INTERVAL_MS = 10_000;
export const TOKEN_REFRESH_AGE_SEC = 3000;
export const SSO_CHECK_INTERVAL_MS = 30_000;
/** Used while the refresh flag is off, so an expired SSO session is noticed quickly. */
export const SSO_CHECK_INTERVAL_FAST_MS = 2000;
export const SSO_FORCED_REFRESH_BELOW_SEC = 300;
export const SSO_MAX_CONSECUTIVE_FAILURES = 5;
export const LOCK_PAGE_PATH = '/lock';
export const DEFAULT_TENANT_ID = '000000';
export const TENANT_MODE = true;

// Paging: a page number above this is refused, so OFFSET (page × size, sizes at most 100)
// stays a small integer in SQLite and PostgreSQL instead of overflowing into a server error.
export const PAGE_CURRENT_MAX = 1_000_000;

// Notices and messages.
export const NOTICE_POPUP_MAX = 10;
export const NOTICE_POPUP_PAGE_SIZE = 1;
export const NEW_NEWS_MAX_AGE_MS = 24 * 60 * 60 * 1000;

// Polling, caching, input guards.
export const JOB_POLL_INTERVAL_MS = 3000;
export const DICTIONARY_CACHE_MS = 300_000;
export const DOUBLE_CLICK_GUARD_MS = 800;

// Navigation (SPEC §5 "Other").
export const MAX_CUSTOM_NAVIGATIONS = 6;

// Import (SPEC §5 "Import").
export const IMPORT_MAX_FILE_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_FILES = 1;
export const IMPORT_ALLOWED_EXTENSIONS = ['.xls', '.xlsx'] as const;
export const IMPORT_HEADER_ROW_MIN = 1;
export const IMPORT_HEADER_ROW_MAX = 10;
export const IMPORT_HEADER_ROW_DEFAULT = 1;
/** SPEC §5: the duplicate rule is fixed to "skip duplicates". */
export const IMPORT_DUPLICATE_RULE_SKIP = 2;
export const IMPORT_DUPLICATE_RULE_OVERWRITE = 1;
export const IMPORT_ERROR_RULE_SKIP_AND_CONTINUE = 1;
export const IMPORT_ERROR_RULE_INTERRUPT = 2;

// Export (SPEC §5 "Export").
export const EXPORT_FILE_NAME_MIN = 3;
export const EXPORT_FILE_NAME_MAX = 250;
export const EXPORT_FILE_NAME_INPUT_MAXLENGTH = 30;
export const EXPORT_RANGE_ALL = 1;
export const EXPORT_RANGE_SEARCH_RESULTS = 2;
export const EXPORT_RANGE_TICKED = 3;

// Counters.
export const BADGE_MAX = 99;
export const HOTNESS_MAX = 9_999_999;

// Card layout.
export const CARD_DISPLAY_ROWS_MIN = 1;
export const CARD_DISPLAY_ROWS_MAX = 3;
/** Items shown per display-row setting (index 0 is one row). */
export const CARD_ITEMS_NARROW = [6, 12, 18] as const;
export const CARD_ITEMS_WIDE = [5, 10, 15] as const;
export const CARD_PREVIEW_WIDTH_PX = 1080;

// Theme.
export const DEFAULT_THEME_ID = '1';
export const DEFAULT_THEME_NAME = '默认主题';
export const DEFAULT_THEME_COLOR = '#008cff';
export const PRE_LOGIN_THEME_COLOR = '#087EEB';

// Opening services (SPEC §9).
export const OpenWay = {
  IN_PAGE: 1001,
  POPUP_WINDOW: 1002,
  NEW_TAB: 1003,
} as const;
export type OpenWayCode = (typeof OpenWay)[keyof typeof OpenWay];
/** A service with this access way gets a `combStr` parameter appended to its address. */
export const ACCESS_WAY_COMB_STR = 5;
export const COMB_STR_PARAM = 'combStr';

// Modal views.
export const MODAL_DEFAULT_HEIGHT = '650px';
export const MODAL_DEFAULT_WIDTH = '1200px';

// Chat.
export const ASSISTANT_CHAT_ID = 30001;

// Image viewer.
export const IMAGE_ZOOM_STEP = 0.2;
export const IMAGE_WHEEL_ZOOM_STEP = 0.015;
export const IMAGE_ROTATE_STEP_DEG = 90;

// Ids, amounts, loading.
export const GENERATED_ID_LENGTH = 32;
export const AMOUNT_DECIMALS = 2;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// Token storage obfuscation (SPEC §9): length padded to 10 digits, a random digit every 100 characters.
export const TOKEN_STORAGE_LENGTH_DIGITS = 10;
export const TOKEN_STORAGE_NOISE_EVERY = 100;
