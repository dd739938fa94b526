/**
 * The API paths of one client and one venue, apart from the calls and schemas of their api/
 * modules, so that the signed-in layout can ask for a screen's first records early
 * (api/earlyAnswers.ts) by the very path their queries call.
 */
export const clientPath = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}`;

export const venuePath = (venueId: string) => `/api/venues/${encodeURIComponent(venueId)}`;
