import { describe, expect, it } from 'vitest';
import { zones, type Zone } from '../../../contract/compliance.ts';
import { shippedRuleSet, type RuleSet } from '../../../contract/complianceRules.ts';
import { isForbidden } from '../../../contract/schedule/complianceGuard.ts';
import { EMPTY_OPEN_HOURS, weekdays, type OpenHours } from '../../../contract/openHours.ts';
import type { ResolverCompliance } from '../../../contract/schedule/timeline.ts';
import { HOUR, at, entry, resolve, sydney } from './resolveExamples.ts';

/** The compliance guard inside the one resolver (contract/schedule/resolveTimeline.ts, called through resolveExamples.ts). */
const ALWAYS_OPEN = Object.fromEntries(weekdays.flatMap((day) => [[`${day}Open`, '00:00'], [`${day}Close`, null]])) as OpenHours;

const guard = (zone: Zone, overrides: Partial<ResolverCompliance> = {}): ResolverCompliance => ({
  zone,
  ruleSetKey: 'AU-NSW',
  rules: shippedRuleSet('AU-NSW'),
  contentCategories: { 'promo-layout': ['gaming-promotion'], 'promo-playlist': ['general', 'jackpot'], 'bar-layout': ['liquor-promotion'] },
  mandatoryAssetId: 'rg-layout',
  ...overrides,
});

/** The mandatory segments as local "HH:mm:ss–HH:mm:ss" at a given offset. */
const slotTimes = (segments: ReturnType<typeof resolve>, offsetHours: (at: number) => number) =>
  segments
    .filter((segment) => segment.source === 'mandatory')
    .map((segment) => {
      const show = (instant: number) => new Date(instant + offsetHours(instant) * HOUR).toISOString().slice(11, 19);
      return `${show(segment.start)}–${show(segment.end)}`;
    });

describe('shipped rule sets', () => {
  it('forbid gaming advertising seen from outside, from a cash point, or from an unassigned screen', () => {
    const nsw = shippedRuleSet('AU-NSW');
    for (const category of ['gaming-promotion', 'jackpot', 'wagering'] as const) {
      for (const zone of zones) expect(isForbidden(nsw, zone, category), `${category} in ${zone}`).toBe(['external', 'cash-point', 'unassigned'].includes(zone));
    }
    expect(isForbidden(nsw, 'external', 'liquor-promotion')).toBe(false);
    expect(isForbidden(nsw, 'external', 'general')).toBe(false);
  });

  it('keep gaming advertising inside the gaming machine area in Victoria', () => {
    const vic = shippedRuleSet('AU-VIC');
    for (const zone of zones) expect(isForbidden(vic, zone, 'gaming-promotion'), zone).toBe(zone !== 'gaming-area');
  });

  it('ask for 60 s of responsible-gambling content an hour in 15 s slots in the gaming area, a last date on promotions, approval on advertising', () => {
    const rules = shippedRuleSet('default');
    expect(rules.mandatory).toEqual({ zones: ['gaming-area'], secondsPerHour: 60, slotSeconds: 15, assetId: null });
    expect(rules.requireLastDate).toEqual(['gaming-promotion']);
    expect(rules.requireApproval).toEqual(['gaming-promotion', 'jackpot', 'wagering', 'liquor-promotion']);
  });
});

describe('the resolver as the last guard', () => {
  it('passes over a layout with no approved version (and a playlist only of such layouts) like forbidden content', () => {
    const entries = [
      entry({ id: 'promo', assetId: 'promo-layout', priority: 5 }),
      entry({ id: 'loop', assetId: null, playlistId: 'promo-playlist', priority: 3 }),
      entry({ id: 'general', assetId: 'general-layout', from: '08:00', to: '18:00' }),
    ];
    // In the gaming area the promotion may play; unapproved, it and the playlist are passed over.
    expect(at(resolve({ entries, compliance: guard('gaming-area', { mandatoryAssetId: null }) }), sydney('2026-01-14T10:00'))).toBe('schedule:promo:promo-layout');
    const unapproved = guard('gaming-area', { mandatoryAssetId: null, unapproved: ['promo-layout', 'promo-playlist'] });
    expect(at(resolve({ entries, compliance: unapproved }), sydney('2026-01-14T10:00'))).toBe('schedule:general:general-layout');
  });

  it('passes over a forbidden entry: the next entry down plays instead', () => {
    const segments = resolve({
      entries: [entry({ id: 'promo', assetId: 'promo-layout', priority: 5 }), entry({ id: 'general', assetId: 'general-layout', from: '08:00', to: '18:00' })],
      compliance: guard('external'),
    });
    expect(at(segments, sydney('2026-01-14T10:00'))).toBe('schedule:general:general-layout');
  });

  it('plays the same entry in a zone that allows it', () => {
    const segments = resolve({ entries: [entry({ id: 'promo', assetId: 'promo-layout' })], compliance: guard('gaming-area', { mandatoryAssetId: null }) });
    expect(at(segments, sydney('2026-01-14T10:00'))).toBe('schedule:promo:promo-layout');
  });

  it('passes over a playlist when any of its items is forbidden', () => {
    const segments = resolve({ entries: [entry({ id: 'mixed', assetId: null, playlistId: 'promo-playlist' })], compliance: guard('cash-point') });
    expect(at(segments, sydney('2026-01-14T10:00'))).toBe('display:display:own-layout');
  });

  it('passes over a forbidden takeover', () => {
    const segments = resolve({
      entries: [entry({ id: 'general', assetId: 'general-layout' })],
      takeovers: [{ id: 'jackpot-night', assetId: 'promo-layout', playlistId: null, startMs: sydney('2026-01-14T09:30'), endMs: sydney('2026-01-14T11:00'), createdMs: 0 }],
      compliance: guard('unassigned'),
    });
    expect(at(segments, sydney('2026-01-14T10:00'))).toBe('schedule:general:general-layout');
  });

  it('shows the idle screen instead of a forbidden display layout', () => {
    const segments = resolve({ displayAssetId: 'bar-layout', compliance: guard('bar', { rules: { ...shippedRuleSet('AU-NSW'), forbidden: [{ category: 'liquor-promotion', zones: ['bar'] }] } }) });
    expect(at(segments, sydney('2026-01-14T10:00'))).toBe('display:display:idle');
  });

  it('changes nothing without compliance', () => {
    const segments = resolve({ entries: [entry({ id: 'promo', assetId: 'promo-layout' })] });
    expect(at(segments, sydney('2026-01-14T10:00'))).toBe('schedule:promo:promo-layout');
  });
});

describe('mandatory responsible-gambling slots', () => {
  const openTenToNoon: OpenHours = { ...EMPTY_OPEN_HOURS, wednesdayOpen: '10:00', wednesdayClose: '12:00' };
  const rules: RuleSet = shippedRuleSet('AU-NSW');

  it('places 15 s at :00, :15, :30 and :45 of each open hour, over a takeover, and none while closed', () => {
    const segments = resolve({
      openHours: openTenToNoon,
      entries: [entry({ id: 'promo', assetId: 'promo-layout' })],
      takeovers: [{ id: 'big-game', assetId: 'general-layout', playlistId: null, startMs: sydney('2026-01-14T11:00'), endMs: sydney('2026-01-14T13:00'), createdMs: 0 }],
      compliance: guard('gaming-area', { rules }),
    });
    expect(slotTimes(segments, () => 11)).toEqual(
      ['10:00', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30', '11:45'].map((time) => `${time}:00–${time}:15`),
    );
    expect(at(segments, sydney('2026-01-14T11:15:05'))).toBe('mandatory:AU-NSW:rg-layout');
    // After the slot the takeover (a new run) and the entry go on.
    expect(at(segments, sydney('2026-01-14T11:15:15'))).toBe('takeover:big-game:general-layout');
    expect(at(segments, sydney('2026-01-14T10:00:15'))).toBe('schedule:promo:promo-layout');
  });

  it('keeps the slots of a mandatory layout with no approved version, empty: no promotion or takeover fills them (docs/compliance.md#approval)', () => {
    const segments = resolve({
      openHours: openTenToNoon,
      entries: [entry({ id: 'promo', assetId: 'promo-layout' })],
      takeovers: [{ id: 'big-game', assetId: 'general-layout', playlistId: null, startMs: sydney('2026-01-14T11:00'), endMs: sydney('2026-01-14T13:00'), createdMs: 0 }],
      compliance: guard('gaming-area', { rules, unapproved: ['rg-layout'] }),
    });
    // The same eight slots as an approved layout's, each the idle screen: never the unapproved layout.
    expect(slotTimes(segments, () => 11)).toEqual(
      ['10:00', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30', '11:45'].map((time) => `${time}:00–${time}:15`),
    );
    expect(at(segments, sydney('2026-01-14T10:30:05'))).toBe('mandatory:AU-NSW:idle');
    expect(at(segments, sydney('2026-01-14T11:15:05'))).toBe('mandatory:AU-NSW:idle');
    expect(segments.some((segment) => segment.assetId === 'rg-layout')).toBe(false);
    // Between slots the rest plays as before.
    expect(at(segments, sydney('2026-01-14T10:00:15'))).toBe('schedule:promo:promo-layout');
    expect(at(segments, sydney('2026-01-14T11:15:15'))).toBe('takeover:big-game:general-layout');
  });

  it('uses the rule set’s own layout when the server names one, and places none outside its zones or without a layout', () => {
    expect(resolve({ openHours: openTenToNoon, compliance: guard('bar') }).some((segment) => segment.source === 'mandatory')).toBe(false);
    expect(resolve({ openHours: openTenToNoon, compliance: guard('gaming-area', { mandatoryAssetId: null }) }).some((segment) => segment.source === 'mandatory')).toBe(false);
  });

  it('spreads an uneven share evenly: 100 s in 15 s slots is 7 slots, every 8 min 34 s', () => {
    const segments = resolve({
      openHours: openTenToNoon,
      fromMs: sydney('2026-01-14T10:00'),
      toMs: sydney('2026-01-14T11:00'),
      compliance: guard('gaming-area', { rules: { ...rules, mandatory: { zones: ['gaming-area'], secondsPerHour: 100, slotSeconds: 15, assetId: null } } }),
    });
    expect(slotTimes(segments, () => 11)).toEqual([
      '10:00:00–10:00:15',
      '10:08:34–10:08:49',
      '10:17:08–10:17:23',
      '10:25:42–10:25:57',
      '10:34:17–10:34:32',
      '10:42:51–10:43:06',
      '10:51:25–10:51:40',
    ]);
  });

  // Sydney and Melbourne go back at 03:00 (to 02:00) on 5 April 2026 and forward at 02:00 (to 03:00) on 4 October 2026.
  for (const timeZone of ['Australia/Sydney', 'Australia/Melbourne']) {
    const hourly: RuleSet = { ...rules, mandatory: { zones: ['gaming-area'], secondsPerHour: 15, slotSeconds: 15, assetId: null } };

    it(`keeps each local hour's slot on the night the clocks go back, the repeated hour too (${timeZone})`, () => {
      const change = Date.UTC(2026, 3, 4, 16);
      const segments = resolve({ timeZone, openHours: ALWAYS_OPEN, fromMs: change - 3 * HOUR, toMs: change + 3 * HOUR, compliance: guard('gaming-area', { rules: hourly }) });
      const offset = (instant: number) => (instant < change ? 11 : 10);
      expect(slotTimes(segments, offset)).toEqual(['00:00:00–00:00:15', '01:00:00–01:00:15', '02:00:00–02:00:15', '02:00:00–02:00:15', '03:00:00–03:00:15', '04:00:00–04:00:15']);
    });

    it(`has no slot in the hour the clocks skip, and the next at 03:00 (${timeZone})`, () => {
      const change = Date.UTC(2026, 9, 3, 16);
      const segments = resolve({ timeZone, openHours: ALWAYS_OPEN, fromMs: change - 2 * HOUR, toMs: change + 2 * HOUR, compliance: guard('gaming-area', { rules: hourly }) });
      const offset = (instant: number) => (instant < change ? 10 : 11);
      expect(slotTimes(segments, offset)).toEqual(['00:00:00–00:00:15', '01:00:00–01:00:15', '03:00:00–03:00:15', '04:00:00–04:00:15']);
    });
  }
});
