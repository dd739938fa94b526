import { afterEach, describe, expect, it, vi } from 'vitest';
import { usableTimeZone } from '../../../contract/schedule/openHours.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('usableTimeZone', () => {
  it('keeps a zone Intl knows and answers UTC for any other name, every time it is asked', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(usableTimeZone('Europe/Paris')).toBe('Europe/Paris');
      expect(usableTimeZone('Not/A_Zone')).toBe('UTC');
      expect(usableTimeZone('')).toBe('UTC');
    }
  });

  it('asks Intl once per name: every player\'s day read asks it', () => {
    usableTimeZone('Australia/Perth');
    usableTimeZone('Mars/Olympus_Mons');
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    expect(usableTimeZone('Australia/Perth')).toBe('Australia/Perth');
    expect(usableTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(formatToParts).not.toHaveBeenCalled();
  });
});
