/** Words of the screenshot card, thumbnails and the client's setting, in one place for stories and tests. */

/** "15 minutes", "1 hour", "2 hours 30 minutes". */
export function minutesLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;
  if (hours === 0) return part(rest, 'minute');
  return rest === 0 ? part(hours, 'hour') : `${part(hours, 'hour')} ${part(rest, 'minute')}`;
}

/** Older than this without a newer screenshot, a "take screenshot now" is said to be late. */
export const SCREENSHOT_WAIT_MS = 30_000;

export const screenshotTexts = {
  title: 'Screenshot',
  takeNow: 'Take screenshot now',
  none: 'No screenshot yet',
  noneHelp: (intervalMinutes: number) =>
    intervalMinutes > 0
      ? `The player sends one every ${minutesLabel(intervalMinutes)}. Take one now to see the screen at once.`
      : 'Automatic screenshots are off for this client. Take one now to see the screen.',
  fresh: 'Up to date',
  old: 'Old',
  oldHelp: (intervalMinutes: number) =>
    intervalMinutes > 0
      ? `Older than two intervals (${minutesLabel(2 * intervalMinutes)}): the player may be offline or failing to send screenshots.`
      : 'Automatic screenshots are off for this client, so this picture may no longer be what the screen shows.',
  taken: 'Taken',
  waiting: "Waiting for the player's screenshot…",
  arrived: 'The new screenshot has arrived.',
  late: 'No new screenshot arrived within 30 seconds. The player may be offline or busy; it gets the command at its next heartbeat.',
  failed: (error: string | null) => `The player could not take the screenshot${error ? `: ${error}` : '.'}`,
  history: 'Earlier screenshots',
  alt: (displayLabel: string, when: string) => `Screenshot of ${displayLabel}, taken ${when}`,
  loadingImage: 'Loading screenshot',
  settingsTitle: 'Screenshots',
  settingsDescription: "How often this client's screens send a picture of what they show.",
  settingsLabel: 'Screenshot every',
  off: 'Off (only when asked)',
  saved: 'Screenshot interval saved',
  notSaved: 'Could not save the screenshot interval',
  venueTitle: 'What the screens show',
  venueDescription: 'The latest screenshot of each display, with its time.',
  venueEmpty: 'No displays yet',
  venueScreensLink: 'Status and commands',
} as const;

/** The intervals an admin chooses from, in minutes (0: off). */
export const intervalChoices = [0, 5, 10, 15, 30, 60, 120, 240, 720, 1440] as const;
