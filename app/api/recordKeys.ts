import type { VenueSort } from '../../contract/venues.ts';

/**
 * The query keys of clients, venues and graphics controllers, apart from the calls and schemas of
 * their api/ modules (which re-export them), so that the breadcrumbs' queries
 * (api/recordQueries.ts) can name a record without loading those modules.
 */

/** The venues list's order and filters, as the screen keeps them in its address. */
export interface VenueListFilter {
  sort?: VenueSort;
  inAlert?: boolean;
  clientId?: string;
}

/** Query keys: everything about clients starts with 'clients', so one invalidation refreshes it all. */
export const clientKeys = {
  all: ['clients'] as const,
  list: () => [...clientKeys.all, 'list'] as const,
  /** The first MAX_PAGE_SIZE clients, for pickers. */
  options: () => [...clientKeys.all, 'options'] as const,
  detail: (clientId: string) => [...clientKeys.all, 'detail', clientId] as const,
  venues: (clientId: string) => [...clientKeys.all, 'detail', clientId, 'venues'] as const,
};

/** Query keys: everything about venues starts with 'venues'. */
export const venueKeys = {
  all: ['venues'] as const,
  list: (filter: VenueListFilter = {}) => [...venueKeys.all, 'list', filter] as const,
  detail: (venueId: string) => [...venueKeys.all, 'detail', venueId] as const,
  openHours: (venueId: string) => [...venueKeys.all, 'detail', venueId, 'open-hours'] as const,
  /** A client's first MAX_PAGE_SIZE venues, to choose among. */
  choices: (clientId: string) => [...venueKeys.all, 'choices', clientId] as const,
};

/** Query keys: everything about graphics controllers starts with 'graphicsControllers'. */
export const graphicsControllerKeys = {
  all: ['graphicsControllers'] as const,
  ofVenue: (venueId: string) => [...graphicsControllerKeys.all, 'venue', venueId] as const,
  detail: (controllerId: string) => [...graphicsControllerKeys.all, 'detail', controllerId] as const,
  displays: (controllerId: string) => [...graphicsControllerKeys.all, 'detail', controllerId, 'displays'] as const,
  display: (displayId: string) => [...graphicsControllerKeys.all, 'display', displayId] as const,
  displayLayout: (displayId: string) => [...graphicsControllerKeys.all, 'display', displayId, 'layout'] as const,
  uptime: (venueId: string) => [...graphicsControllerKeys.all, 'venue', venueId, 'uptime'] as const,
};
