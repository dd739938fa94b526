/**
 * A signal that aborts when `parent` does or after `timeoutMs`, whichever comes first; `clear()`
 * once the call is over lets go of the timer and of the parent's listener.
 *
 * Why not `AbortSignal.any([parent, AbortSignal.timeout(ms)])`: on Node 20 (and 22 before the fix
 * of nodejs/node#57736) the combined signal holds the timeout signal only weakly and its timer
 * holds it weakly too, so a garbage collection in between collects it and the combined signal
 * never aborts. A request to a server that accepts and never answers then waited forever, and
 * every later round of its queue behind it (a webhook delivery did so in a test run). Here the
 * timer's callback holds the controller itself.
 */
export interface DeadlineSignal {
  signal: AbortSignal;
  clear(): void;
}

export function deadlineSignal(parent: AbortSignal, timeoutMs: number): DeadlineSignal {
  const controller = new AbortController();
  const followParent = () => controller.abort(parent.reason);
  if (parent.aborted) followParent();
  else parent.addEventListener('abort', followParent, { once: true });
  // unref: a call under way keeps the process alive by its socket, not by this timer.
  const timer = setTimeout(() => controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError')), timeoutMs).unref();
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      parent.removeEventListener('abort', followParent);
    },
  };
}
