/**
 * Asks `check` again and again until it answers something other than undefined, null or false,
 * and resolves with that answer. Throws once `timeoutMs` has passed, naming `what` was awaited, or
 * as soon as `failIf` names a reason to stop waiting (a process that exited will never answer).
 * A check that throws counts as "not yet" (a server not listening yet refuses the connection).
 */
export async function pollUntil<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  options: { what: string; timeoutMs: number; intervalMs?: number; failIf?: () => string | null },
): Promise<T> {
  const { what, timeoutMs, intervalMs = 100, failIf } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = failIf?.();
    if (reason) throw new Error(`Stopped waiting for ${what}: ${reason}`);
    const answer = await Promise.resolve()
      .then(check)
      .catch(() => undefined);
    if (answer !== undefined && answer !== null && answer !== false) return answer;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
