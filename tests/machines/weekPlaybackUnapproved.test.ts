import { describe, expect, it } from 'vitest';
import type { DeviceDay } from '../../contract/deviceDay.ts';
import { deviceDaySchema } from '../../contract/deviceDay.ts';
import { shippedRuleSet } from '../../contract/complianceRules.ts';
import type { LayoutTree } from '../../contract/layout/tree.ts';
import { EMPTY_OPEN_HOURS, weekdays } from '../../contract/openHours.ts';
import type { ResolverEntry } from '../../contract/schedule/timeline.ts';
import { layoutOf, playbackAt } from '../../machines/weekPlayback.ts';

/**
 * A layout that needs approval on a display and has no approved version (docs/compliance.md#approval)
 * is named in the week's `compliance.unapproved`, and its tree is never in `layouts`. A current player
 * passes over it to what comes next; a player older than `unapproved` (whose resolver does not
 * know it: played here as a week without it) resolves the entry, finds no tree and shows the idle
 * screen. Neither ever draws the unapproved layout, and neither stumbles over what it does not know.
 */

const DISPLAY_ID = '00000000-0000-4000-8000-0000000000d1';
const OWN = '00000000-0000-4000-8000-00000000000a';
const UNAPPROVED = '00000000-0000-4000-8000-00000000000b';
const APPROVED = '00000000-0000-4000-8000-00000000000c';
/** Monday 23 November 2026, 10:00 in Sydney (AEDT, UTC+11). */
const MONDAY_10AM = Date.parse('2026-11-22T23:00:00.000Z');

const tree = (assetId: string): LayoutTree => ({ assetId, name: assetId.slice(-2), width: 1920, height: 1080, updatedUtc: '2026-11-20T00:00:00.000Z', placements: [] });

const entry = (id: string, assetId: string, priority: number): ResolverEntry => ({
  id,
  targetLevel: 'display',
  assetId,
  playlistId: null,
  days: weekdays,
  from: '09:00',
  to: '12:00',
  dayPart: null,
  firstDate: null,
  lastDate: null,
  priority,
  createdMs: 0,
});

/** 09:00–12:00 the unapproved promotion (higher priority) over an approved one; the own layout else. As the server sends it. */
function week(): DeviceDay {
  return {
    displayId: DISPLAY_ID,
    displayAssetId: OWN,
    timeZone: 'Australia/Sydney',
    openHours: EMPTY_OPEN_HOURS,
    entries: [entry('00000000-0000-4000-8000-0000000000a1', UNAPPROVED, 5), entry('00000000-0000-4000-8000-0000000000a2', APPROVED, 1)],
    takeovers: [],
    playlists: {},
    // The server leaves a never-approved layout out of the week's trees (server/services/approvals/approval-gate.ts).
    layouts: { [OWN]: tree(OWN), [APPROVED]: tree(APPROVED) },
    compliance: {
      zone: 'gaming-area',
      ruleSetKey: 'default',
      rules: shippedRuleSet('default'),
      contentCategories: {},
      mandatoryAssetId: null,
      unapproved: [UNAPPROVED],
    },
    serverTimeUtc: new Date(MONDAY_10AM).toISOString(),
    validFromUtc: new Date(MONDAY_10AM).toISOString(),
    validToUtc: new Date(MONDAY_10AM + 7 * 86_400_000).toISOString(),
    version: 'v1',
  };
}

/** The week as a player that predates `unapproved` understands it: the field is not read at all. */
function asOlderPlayerReadsIt(current: DeviceDay): DeviceDay {
  const { unapproved: _unknownToIt, ...compliance } = current.compliance!;
  return { ...current, compliance };
}

describe('a layout with no approved version on a player (docs/compliance.md#approval)', () => {
  it('a current player passes over it to the approved entry below it', () => {
    const { current } = playbackAt(week(), MONDAY_10AM);
    expect(current.assetId).toBe(APPROVED);
    expect(layoutOf(week(), current)?.assetId).toBe(APPROVED);
  });

  it('an older player resolves the entry but has no tree for it: the idle screen, never the layout, no crash', () => {
    const older = asOlderPlayerReadsIt(week());
    const { current, next } = playbackAt(older, MONDAY_10AM);
    expect(current.assetId).toBe(UNAPPROVED);
    expect(layoutOf(older, current)).toBeNull();
    // After the window its own layout plays again.
    expect(layoutOf(older, next)?.assetId).toBe(OWN);
  });

  it('neither player draws it at any minute of the day', () => {
    for (const played of [week(), asOlderPlayerReadsIt(week())]) {
      for (let minute = 0; minute < 24 * 60; minute += 15) {
        const { current } = playbackAt(played, MONDAY_10AM - 10 * 3_600_000 + minute * 60_000);
        expect(layoutOf(played, current)?.assetId).not.toBe(UNAPPROVED);
      }
    }
  });

  it('a reason or field the player does not know (a newer server’s) neither fails the week nor lets the layout play', () => {
    const newer = {
      ...week(),
      compliance: { ...week().compliance!, skipped: [{ id: UNAPPROVED, reason: 'compliance.unapproved' }], unapprovedReason: { [UNAPPROVED]: 'compliance.unapproved' } },
      skipReasons: { '00000000-0000-4000-8000-0000000000a1': 'compliance.unapproved' },
    };
    // The contract accepts it (unknown keys are dropped, never refused)…
    expect(deviceDaySchema.safeParse(newer).success).toBe(true);
    // …and the player, which reads the JSON as it comes, plays on.
    for (const played of [newer as DeviceDay, asOlderPlayerReadsIt(newer as DeviceDay)]) {
      const { current } = playbackAt(played, MONDAY_10AM);
      expect(layoutOf(played, current)?.assetId).not.toBe(UNAPPROVED);
    }
  });
});
