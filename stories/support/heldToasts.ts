/**
 * How long a story's toasts stay (ToastProvider's toastDurationMs): a day, so a toast a story
 * pictures is still there for both themes' screenshots however busy the machine. Closing after
 * The product’s 5 s is the toast machine's own test (tests/machines).
 */
export const HELD_TOAST_MS = 24 * 60 * 60 * 1000;
