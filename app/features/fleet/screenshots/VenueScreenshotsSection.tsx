import { useQuery } from '@tanstack/react-query';
import { FLEET_REFRESH_MS } from '../../../api/fleet.ts';
import { venueScreenshotsQuery } from '../../../api/screenshots.ts';
import { renderRouterLink } from '../../../routing/RouterLink.tsx';
import { fleetDisplayHref, fleetVenueHref } from './fleetLinks.ts';
import { VenueScreenshotsCard } from './VenueScreenshotsCard.tsx';

/** The venue page: its displays' latest screenshots, looked at again as the fleet page does. */
export function VenueScreenshotsSection({ venueId }: { venueId: string }) {
  const query = useQuery({ ...venueScreenshotsQuery(venueId), refetchInterval: FLEET_REFRESH_MS });
  // Nothing to show until it loads, and nothing on failure: the controllers card above says what is wrong.
  if (!query.data) return null;
  return <VenueScreenshotsCard displays={query.data.items} displayHref={fleetDisplayHref} screensHref={fleetVenueHref(venueId)} renderLink={renderRouterLink} />;
}
