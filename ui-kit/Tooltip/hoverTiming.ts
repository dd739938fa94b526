/**
 * The tooltips' shared timing: a hover opens one after its delay, but within `skipDelay` of another
 * closing it opens at once (moving along a row of icons should not wait 700 ms each time).
 */
let lastClosedAt = Number.NEGATIVE_INFINITY;

export function noteTooltipClosed(): void {
  lastClosedAt = performance.now();
}

/** How long a hover waits before its tooltip opens. */
export function hoverWaitMs(delay: number, skipDelay: number): number {
  return performance.now() - lastClosedAt < skipDelay ? 0 : delay;
}

/** One pending opening per tooltip: a new hover or a close cancels the last. */
export class OpeningTimer {
  private pending: ReturnType<typeof setTimeout> | undefined;

  start(waitMs: number, open: () => void): void {
    this.cancel();
    this.pending = setTimeout(open, waitMs);
  }

  cancel(): void {
    clearTimeout(this.pending);
    this.pending = undefined;
  }
}
