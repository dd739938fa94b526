import { describe, expect, it } from 'vitest';
import { fillTemplate, formatDataValue, isStale } from '../../contract/liveValues.ts';

describe('live values: the staleness rule and how a value is written', () => {
  it('is stale past its limit, or with no value at all', () => {
    const at = Date.parse('2026-11-28T09:00:00Z');
    expect(isStale('2026-11-28T08:59:00Z', 60, at)).toBe(false);
    expect(isStale('2026-11-28T08:58:59.999Z', 60, at)).toBe(true);
    expect(isStale(null, 60, at)).toBe(true);
  });

  it('formats numbers and amounts in the venue’s locale and currency, and fills the template', () => {
    expect(formatDataValue(12345.5, 'currency', 'en-AU', 'AUD')).toBe('$12,345.50');
    expect(formatDataValue(9800, 'currency', 'en-AU', 'AUD')).toBe('$9,800');
    expect(formatDataValue(1234567, 'number', 'en-AU', 'AUD')).toBe('1,234,567');
    expect(formatDataValue('Race 4', 'text', 'en-AU', 'AUD')).toBe('Race 4');
    expect(formatDataValue([1, 2], 'text', 'en-AU', 'AUD')).toBe('');
    expect(fillTemplate('Major jackpot {value}', '$9,800')).toBe('Major jackpot $9,800');
    expect(fillTemplate('Minor', '$50')).toBe('Minor $50');
    expect(fillTemplate(undefined, '$50')).toBe('$50');
  });
});
