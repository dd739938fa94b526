/** The fleet page of one display (app/routes/fleet/): the one place screenshots link to it. */
export const fleetDisplayHref = (displayId: string) => `/fleet/${encodeURIComponent(displayId)}`;
