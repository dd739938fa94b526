/**
 * One "now" for every story (.storybook/preview.tsx starts this clock before each): relative times
 * ("3 days ago"), this week's timeline and whatever else is measured from today read the same
 * whatever the calendar says, so a screenshot does not change as the days pass (one read "9 days
 * ago", then "10 days ago", and failed CI). Fixtures are written relative to STORY_NOW; a story
 * that wants another moment passes its own `now`.
 */
export const STORY_NOW = '2026-11-20T12:00:00.000Z';

/** The browser's own Date, whatever the clock below has put in its place. */
const RealDate = globalThis.Date;

/**
 * Makes Date read `instant` now, and run on from there at the real pace: `new Date()` and
 * `Date.now()` follow the story's clock, so a machine that measures an interval with Date.now()
 * still sees it pass. Only Date: timers stay real (play functions, waitFor and the test-runner
 * wait on them). Dates made from a value, `instanceof Date` and Date's other statics are the real
 * ones. Returns what puts the real Date back.
 */
export function startStoryClock(instant: string = STORY_NOW): () => void {
  const offset = RealDate.parse(instant) - RealDate.now();
  const now = () => RealDate.now() + offset;
  const StoryDate: DateConstructor = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget === StoryDate ? target : newTarget) as object,
    // Date() called without new: the time as text.
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
  globalThis.Date = StoryDate;
  return () => {
    globalThis.Date = RealDate;
  };
}
