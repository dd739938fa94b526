/** Business constants and limits of docs/product.md#constants, shared by browser and server. */
export const PASSWORD_MIN_LENGTH = 8;

/** Toast queue (docs/product.md#constants). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_VIEWPORT_HOTKEY = 'F8';
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** Session (docs/product.md#states, #constants): the session value is cleared this long after logout settles. */
export const LOGOUT_CLEAR_DELAY_MS = 1;

/** Tooltip delays (docs/product.md#constants). */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Data fetching defaults (docs/product.md#api-calls). */
export const QUERY_RETRY_COUNT = 3;
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
/**
 * How long an answer counts as fresh: parts of a page that mount while it loads (a section whose
 * code arrives later, the breadcrumbs) read the query an earlier part just fetched instead of
 * asking again. The venue page asked for its venue three times in one load.
 */
export const QUERY_STALE_TIME_MS = 1000;

/** Lists (docs/product.md#constants). */
export const LIST_PAGE_SIZE = 10;

/** Search (docs/product.md#validation-messages, #constants). */
export const SEARCH_DEBOUNCE_MS = 500;

/** localStorage keys the browser uses. */
export const AUTH_TOKEN_STORAGE_KEY = 'token';
export const THEME_STORAGE_KEY = 'theme';
