import { describe, expect, it } from 'vitest';
import { openHoursText } from '../../../../app/features/venues/OpenHoursCard.tsx';
import { EMPTY_OPEN_HOURS } from '../../../../contract/openHours.ts';

describe('open hours text (docs/product.md#screens venue page)', () => {
  it('reads Closed, open - close, or open - LATE', () => {
    const hours = { ...EMPTY_OPEN_HOURS, mondayOpen: '09:00', mondayClose: '17:30', fridayOpen: '20:00' };
    expect(openHoursText(hours, 'monday')).toBe('09:00 - 17:30');
    expect(openHoursText(hours, 'friday')).toBe('20:00 - LATE');
    expect(openHoursText(hours, 'sunday')).toBe('Closed');
  });
});
