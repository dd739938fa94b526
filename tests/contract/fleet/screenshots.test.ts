import { describe, expect, it } from 'vitest';
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_MAX_WIDTH, screenshotFreshness } from '../../../contract/fleet/screenshots.ts';
import { encodeSteps, fitUnder, type EncodeStep } from '../../../player/fleet/screenshot/fitJpeg.ts';

describe('the player makes a screenshot small enough', () => {
  it('tries the qualities at the widest width allowed, then narrower widths, never wider than 640 px', () => {
    const steps = encodeSteps(1920, SCREENSHOT_MAX_WIDTH);
    expect(steps.slice(0, 5)).toEqual([
      { width: 640, quality: 0.8 },
      { width: 640, quality: 0.65 },
      { width: 640, quality: 0.5 },
      { width: 640, quality: 0.35 },
      { width: 480, quality: 0.8 },
    ]);
    expect(Math.max(...steps.map((step) => step.width))).toBe(640);
    expect(Math.min(...steps.map((step) => step.width))).toBeGreaterThanOrEqual(160);
    // A small window is not made larger.
    expect(encodeSteps(300, SCREENSHOT_MAX_WIDTH)[0]).toEqual({ width: 300, quality: 0.8 });
  });

  it('takes the first encoding within the limit, and says so when none fits', async () => {
    // A stand-in encoder: bytes grow with the pixels and the quality, like a JPEG's.
    const encode = async ({ width, quality }: EncodeStep) => ({ size: Math.round(width * width * 0.5625 * quality * 0.9) });
    const fitted = await fitUnder(encodeSteps(1920, SCREENSHOT_MAX_WIDTH), SCREENSHOT_MAX_BYTES, encode);
    expect(fitted?.step).toEqual({ width: 640, quality: 0.65 });
    expect(fitted!.encoded.size).toBeLessThanOrEqual(SCREENSHOT_MAX_BYTES);
    const tried: EncodeStep[] = [];
    const never = await fitUnder(encodeSteps(1920, SCREENSHOT_MAX_WIDTH), SCREENSHOT_MAX_BYTES, async (step) => {
      tried.push(step);
      return { size: SCREENSHOT_MAX_BYTES + 1 };
    });
    expect(never).toBeNull();
    expect(tried).toEqual(encodeSteps(1920, SCREENSHOT_MAX_WIDTH));
  });

  it('calls a screenshot old after two intervals, or after two default intervals with the setting off', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
    expect(screenshotFreshness(null, 15, now)).toBe('none');
    expect(screenshotFreshness(minutesAgo(29), 15, now)).toBe('fresh');
    expect(screenshotFreshness(minutesAgo(31), 15, now)).toBe('old');
    expect(screenshotFreshness(minutesAgo(100), 60, now)).toBe('fresh');
    expect(screenshotFreshness(minutesAgo(5), 0, now)).toBe('fresh');
    expect(screenshotFreshness(minutesAgo(31), 0, now)).toBe('old');
  });
});
