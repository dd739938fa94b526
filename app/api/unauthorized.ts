/**
 * A 401 on any call signs the person out. The session subscribes from the first load, while the
 * API client itself (with the answers' zod schemas behind it) loads with the first call, so the
 * listeners live in this module of their own.
 */
type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Lets the session hear about a 401 on any call, so an expired token signs the person out. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Tells the session a call with its token was answered 401 (also used by upload.ts). */
export function reportUnauthorized(): void {
  unauthorizedListeners.forEach((listener) => listener());
}
