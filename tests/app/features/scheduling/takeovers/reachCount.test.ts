import { describe, expect, it, vi } from 'vitest';
import { countReach, reachCountText, reachNeedsConfirming, type ReachTotals } from '../../../../../app/features/scheduling/takeovers/reachCount.ts';

const client = { id: 'c1', type: 'Client' as const, name: 'Harbour Group' };
const ownVenue = { id: 'v1', type: 'Venue' as const, name: 'Harbour Bar' };
const otherVenue = { id: 'v2', type: 'Venue' as const, name: 'Seaside Club' };

/** Client c1 has 3 venues and 7 screens; venue v1 is c1's (2 screens), v2 is c2's (4 screens). */
function totals(): ReachTotals {
  return {
    clients: vi.fn(async () => 6),
    venues: vi.fn(async (filter) => (filter.clientId === 'c1' ? 3 : 19)),
    screens: vi.fn(async (filter) => (filter.clientId === 'c1' ? 7 : filter.venueId === 'v1' ? 2 : filter.venueId === 'v2' ? 4 : 42)),
    clientOfVenue: vi.fn(async (venueId) => (venueId === 'v1' ? 'c1' : 'c2')),
  };
}

describe('what a takeover reaches', () => {
  it('asks first only when it reaches more than one venue', () => {
    expect(reachNeedsConfirming({ reach: 'all', chosen: [] })).toBe(true);
    expect(reachNeedsConfirming({ reach: 'chosen', chosen: [client] })).toBe(true);
    expect(reachNeedsConfirming({ reach: 'chosen', chosen: [ownVenue, otherVenue] })).toBe(true);
    expect(reachNeedsConfirming({ reach: 'chosen', chosen: [ownVenue] })).toBe(false);
  });

  it('counts all venues from the lists’ totals', async () => {
    const count = await countReach({ reach: 'all', chosen: [] }, totals());
    expect(count).toEqual({ screens: 42, venues: 19, clients: 6 });
    expect(reachCountText(count)).toBe('This takes over 42 screens at 19 venues of 6 clients.');
  });

  it('counts a venue chosen with its own client once', async () => {
    expect(await countReach({ reach: 'chosen', chosen: [client, ownVenue, otherVenue] }, totals())).toEqual({ screens: 11, venues: 4, clients: 2 });
  });

  it('says one of each in the singular', () => {
    expect(reachCountText({ screens: 1, venues: 1, clients: 1 })).toBe('This takes over 1 screen at 1 venue of 1 client.');
  });
});
