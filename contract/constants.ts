/** Business constants and limits of SPEC §9, shared by browser and server. */
export const PASSWORD_MIN_LENGTH = 8;

/** Toast queue (SPEC §9). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_VIEWPORT_HOTKEY = 'F8';
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** Session (SPEC §4, §9): the session value is cleared this long after logout settles. */
export const LOGOUT_CLEAR_DELAY_MS = 1;

/** Tooltip delays (SPEC §9). */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Data fetching defaults (SPEC §7). */
export const QUERY_RETRY_COUNT = 3;
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const SUSPENSE_STALE_TIME_MS = 1000;

/** Lists (SPEC §9). */
export const LIST_PAGE_SIZE = 10;

/** Search (SPEC §5, §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/** localStorage keys the browser uses. */
export const AUTH_TOKEN_STORAGE_KEY = 'token';
export const THEME_STORAGE_KEY = 'theme';
