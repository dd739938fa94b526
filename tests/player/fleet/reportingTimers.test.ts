import { describe, expect, it } from 'vitest';
import { PLAY_UPLOAD_MINUTES } from '../../../contract/fleet/playUploads.ts';
import { FIRST_SCREENSHOT_DELAY_MS, reportingTimers, screenshotDue } from '../../../player/fleet/reportingTimers.ts';

/** Times on the monotonic clock: a page's performance.now() starts near 0 whatever the device's clock reads. */
const START = 1_500;
const MINUTE = 60_000;

describe('when a heartbeat also takes a screenshot', () => {
  it('not before a minute after the start, then every interval from the last screenshot, a command’s too', () => {
    const timers = reportingTimers(START);
    expect(timers.screenshotDue(5, START + FIRST_SCREENSHOT_DELAY_MS - 1)).toBe(false);
    expect(timers.screenshotDue(5, START + FIRST_SCREENSHOT_DELAY_MS)).toBe(true);
    timers.shotTaken(START + MINUTE);
    expect(timers.screenshotDue(5, START + 6 * MINUTE - 1)).toBe(false);
    // The screenshot command takes one meanwhile: the next automatic one is an interval after it.
    timers.shotTaken(START + 4 * MINUTE);
    expect(timers.screenshotDue(5, START + 6 * MINUTE)).toBe(false);
    expect(timers.screenshotDue(5, START + 9 * MINUTE)).toBe(true);
  });

  it('never with an interval of 0', () => {
    expect(reportingTimers(START).screenshotDue(0, START + 24 * 60 * MINUTE)).toBe(false);
    expect(screenshotDue(0, -Infinity, 0)).toBe(false);
  });
});

describe('when a heartbeat also sends the queued plays up', () => {
  it('with the first answered, then PLAY_UPLOAD_MINUTES after the last sent, and with the first answered after silence', () => {
    const timers = reportingTimers(START);
    expect(timers.playUploadDue(START, false)).toBe(true);
    expect(timers.playUploadDue(START + PLAY_UPLOAD_MINUTES * MINUTE - 1, false)).toBe(false);
    expect(timers.playUploadDue(START + PLAY_UPLOAD_MINUTES * MINUTE, false)).toBe(true);
    expect(timers.playUploadDue(START + PLAY_UPLOAD_MINUTES * MINUTE + MINUTE, true)).toBe(true);
    // Counted from that last one.
    expect(timers.playUploadDue(START + 2 * PLAY_UPLOAD_MINUTES * MINUTE, false)).toBe(false);
  });
});
