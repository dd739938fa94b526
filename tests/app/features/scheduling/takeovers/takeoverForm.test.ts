import { describe, expect, it } from 'vitest';
import type { Takeover } from '../../../../../contract/schedules.ts';
import { emptyTakeoverForm, formErrorsOf, singleVenueOf, takeoverFormSchema, takeoverRequestOf, TakeoverEndError } from '../../../../../app/features/scheduling/takeovers/takeoverForm.ts';
import { nextChangeAfter, reachLabel, runningAt, takeoverStatusAt } from '../../../../../app/features/scheduling/takeovers/takeoverStatus.ts';

const venue = { id: 'v1', type: 'Venue' as const, name: 'Harbour Bar' };
const now = new Date('2026-11-20T01:00:00Z'); // Friday 12:00 in Sydney (UTC+11)

describe('the start-takeover form', () => {
  const values = { ...emptyTakeoverForm([venue]), name: 'Jackpot', content: 'playlist:p1' };

  it('starts with the page\'s reach, or none chosen yet from the Takeovers page (never all venues)', () => {
    expect(emptyTakeoverForm([venue])).toMatchObject({ reach: 'chosen', chosen: [venue], duration: '15m' });
    expect(emptyTakeoverForm([])).toMatchObject({ reach: 'chosen', chosen: [] });
  });

  it('makes the request: content, reach split into clients and venues, the end from the choice', () => {
    const client = { id: 'c1', type: 'Client' as const, name: 'Harbour Group' };
    expect(takeoverRequestOf({ ...values, chosen: [venue, client] }, now, null)).toEqual({
      name: 'Jackpot',
      content: { playlistId: 'p1' },
      targets: { clientIds: ['c1'], venueIds: ['v1'] },
      endUtc: '2026-11-20T01:15:00.000Z',
    });
    expect(takeoverRequestOf({ ...values, reach: 'all', content: 'asset:a1', duration: '1h' }, now, null)).toMatchObject({
      content: { assetId: 'a1' },
      targets: { all: true },
      endUtc: '2026-11-20T02:00:00.000Z',
    });
    // Until closing: each venue's own, worked out by the server; one venue reached must be open now.
    const closing = { kind: 'closes', atMs: Date.parse('2026-11-20T12:00:00.000Z') } as const;
    expect(takeoverRequestOf({ ...values, duration: 'closing' }, now, closing)).toEqual({ name: 'Jackpot', content: { playlistId: 'p1' }, targets: { clientIds: [], venueIds: ['v1'] }, untilClosing: true });
    expect(takeoverRequestOf({ ...values, reach: 'all', duration: 'closing' }, now, null)).toMatchObject({ targets: { all: true }, untilClosing: true });
    expect(takeoverRequestOf({ ...values, duration: 'closing' }, now, null)).not.toHaveProperty('endUtc');
    expect(() => takeoverRequestOf({ ...values, duration: 'closing' }, now, { kind: 'closedNow' })).toThrow(TakeoverEndError);
  });

  it('refuses an empty reach and a missing end date', () => {
    const result = takeoverFormSchema.safeParse({ ...values, chosen: [], duration: 'until', until: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['chosen', 'until']);
  });

  it('knows when the reach is exactly one venue (its closing time is then shown and checked)', () => {
    expect(singleVenueOf({ reach: 'chosen', chosen: [venue] })).toBe('v1');
    expect(singleVenueOf({ reach: 'all', chosen: [venue] })).toBeNull();
    expect(singleVenueOf({ reach: 'chosen', chosen: [venue, { ...venue, id: 'v2' }] })).toBeNull();
  });

  it('puts the server\'s field errors on the form\'s fields', () => {
    expect(formErrorsOf({ 'content.playlistId': 'Playlist not found', 'targets.venueIds': 'Display, venue or client not found', endUtc: 'A takeover lasts at most 7 days', name: 'Takeover name is required' }, 'until')).toEqual({
      content: 'Playlist not found',
      chosen: 'Display, venue or client not found',
      until: 'A takeover lasts at most 7 days',
      name: 'Takeover name is required',
    });
    expect(formErrorsOf({ endUtc: 'End must be after the start' }, '15m')).toEqual({ duration: 'End must be after the start' });
    expect(formErrorsOf({ untilClosing: 'Until closing needs a venue it reaches to be open when it starts' }, 'closing')).toEqual({
      duration: 'Until closing needs a venue it reaches to be open when it starts',
    });
  });
});

describe('takeover status on the portal\'s clock', () => {
  const base: Takeover = {
    id: 't1', name: 'A', targets: { all: true }, content: { assetId: 'a1' }, startUtc: '2026-11-20T00:50:00Z', endUtc: '2026-11-20T01:05:00Z',
    endedUtc: null, untilClosing: false, contentName: null, running: true, createdUtc: '2026-11-20T00:50:00Z',
  };
  const later: Takeover = { ...base, id: 't2', startUtc: '2026-11-20T00:55:00Z', endUtc: '2026-11-20T01:30:00Z', targets: { clientIds: ['c'], venueIds: ['v', 'w'] } };

  it('is running until its end, or until it was ended early, then history', () => {
    expect(takeoverStatusAt(base, now.getTime())).toBe('running');
    expect(takeoverStatusAt(base, Date.parse('2026-11-20T01:05:00Z'))).toBe('finished');
    expect(takeoverStatusAt({ ...base, endedUtc: '2026-11-20T00:58:00Z' }, now.getTime())).toBe('endedEarly');
    expect(takeoverStatusAt({ ...base, startUtc: '2026-11-20T02:00:00Z', endUtc: '2026-11-20T03:00:00Z' }, now.getTime())).toBe('scheduled');
  });

  it('lists running ones latest started first, and knows when to look again', () => {
    expect(runningAt([base, later], now.getTime()).map((takeover) => takeover.id)).toEqual(['t2', 't1']);
    expect(runningAt([base, later], Date.parse('2026-11-20T01:10:00Z')).map((takeover) => takeover.id)).toEqual(['t2']);
    expect(nextChangeAfter([base, later], now.getTime())).toBe(Date.parse('2026-11-20T01:05:00Z'));
    expect(nextChangeAfter([base], Date.parse('2026-11-20T02:00:00Z'))).toBeNull();
  });

  it('says whom it reaches', () => {
    expect(reachLabel(base)).toBe('All venues');
    expect(reachLabel(later)).toBe('1 client, 2 venues');
  });
});
