import type { ReachTarget, TakeoverFormValues } from './takeoverForm.ts';

/** How many screens, venues and clients a takeover's reach takes over. */
export interface ReachCount {
  screens: number;
  venues: number;
  clients: number;
}

/** The totals the count is made of, each one list call's `total` (a page of one item is enough). */
export interface ReachTotals {
  clients: () => Promise<number>;
  venues: (filter: { clientId?: string }) => Promise<number>;
  screens: (filter: { clientId?: string; venueId?: string }) => Promise<number>;
  /** The client a venue belongs to: a venue chosen with its own client is not counted twice. */
  clientOfVenue: (venueId: string) => Promise<string>;
}

/** A reach of more than one venue (all of them, a client, or several venues) is confirmed first. */
export function reachNeedsConfirming(values: Pick<TakeoverFormValues, 'reach' | 'chosen'>): boolean {
  if (values.reach === 'all') return true;
  return values.chosen.some((target) => target.type === 'Client') || values.chosen.length > 1;
}

/** Counts what the reach takes over, from the lists the person may read (the server applies the same scope). */
export async function countReach(values: Pick<TakeoverFormValues, 'reach' | 'chosen'>, totals: ReachTotals): Promise<ReachCount> {
  if (values.reach === 'all') {
    const [screens, venues, clients] = await Promise.all([totals.screens({}), totals.venues({}), totals.clients()]);
    return { screens, venues, clients };
  }
  const clientIds = new Set(values.chosen.filter((target) => target.type === 'Client').map((target) => target.id));
  const venues = values.chosen.filter((target): target is ReachTarget => target.type === 'Venue');
  const venueClients = await Promise.all(venues.map((venue) => totals.clientOfVenue(venue.id)));
  const ownVenues = venues.filter((_, index) => !clientIds.has(venueClients[index]!));
  const [clientScreens, clientVenues, venueScreens] = await Promise.all([
    Promise.all([...clientIds].map((clientId) => totals.screens({ clientId }))),
    Promise.all([...clientIds].map((clientId) => totals.venues({ clientId }))),
    Promise.all(ownVenues.map((venue) => totals.screens({ venueId: venue.id }))),
  ]);
  const sum = (numbers: number[]) => numbers.reduce((total, next) => total + next, 0);
  return {
    screens: sum(clientScreens) + sum(venueScreens),
    venues: sum(clientVenues) + ownVenues.length,
    clients: new Set([...clientIds, ...venueClients]).size,
  };
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "This takes over 42 screens at 19 venues of 6 clients." */
export function reachCountText({ screens, venues, clients }: ReachCount): string {
  return `This takes over ${counted(screens, 'screen', 'screens')} at ${counted(venues, 'venue', 'venues')} of ${counted(clients, 'client', 'clients')}.`;
}
