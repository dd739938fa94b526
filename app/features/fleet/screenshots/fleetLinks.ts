/** The Screens page of one display (app/routes/fleet/): the one place screenshots link to it. */
export const fleetDisplayHref = (displayId: string) => `/screens/${encodeURIComponent(displayId)}`;

/** The Screens page filtered to one venue's displays: their status, and commands to all of them. */
export const fleetVenueHref = (venueId: string) => `/screens?venueId=${encodeURIComponent(venueId)}`;
