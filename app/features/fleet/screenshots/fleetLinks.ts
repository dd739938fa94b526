/** The Screens page of one display (app/routes/fleet/): the one place screenshots link to it. */
export const fleetDisplayHref = (displayId: string) => `/screens/${encodeURIComponent(displayId)}`;
