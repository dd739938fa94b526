import { describe, expect, it } from 'vitest';
import { uptimeLabel } from '../../../../app/features/fleet/fleetTexts.ts';

describe('the fleet’s uptime label (app/features/fleet/fleetTexts.ts)', () => {
  it('shows one decimal at most, and a dash for a display too new to tell', () => {
    expect(uptimeLabel(99.54)).toBe('99.5 %');
    expect(uptimeLabel(100)).toBe('100 %');
    expect(uptimeLabel(0)).toBe('0 %');
    expect(uptimeLabel(null)).toBe('–');
  });
});
