/**
 * How long a story's save takes for someone trying it by hand, when no play function ends it.
 * It is long enough for a play function to check the saving state first, however busy the machine.
 * A 100 ms save once ended between a play function finding "Saving…" and checking that it was
 * visible, and failed CI.
 */
export const HELD_SAVE_MS = 2_000;

/**
 * The saves a story's stand-in server makes: each stays under way until the play function ends
 * them (`endAll`), after it has checked what a save in progress looks like, or until
 * HELD_SAVE_MS has passed. One per story file, at module level; each save ends once.
 */
export function heldSaves(fallbackMs: number = HELD_SAVE_MS) {
  let underWay: (() => void)[] = [];
  return {
    /** Starts a save: `done` runs (once) when it ends. */
    hold(done: () => void): void {
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearTimeout(timer);
        underWay = underWay.filter((other) => other !== end);
        done();
      };
      const timer = setTimeout(end, fallbackMs);
      underWay.push(end);
    },
    /** Ends every save under way, as the server's answer would. */
    endAll(): void {
      for (const end of [...underWay]) end();
    },
  };
}
