/**
 * The last media failure of this window's player, for the heartbeat report: set where
 * a layout's media fail to load, read when the report is sent. A module variable: one per window.
 */
let lastError: { message: string; atUtc: string } | null = null;

export function recordMediaError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  lastError = { message: message.slice(0, 500) || 'Media failed to load', atUtc: new Date().toISOString() };
}

export function lastMediaError(): { message: string; atUtc: string } | null {
  return lastError;
}
