import { useQuery } from '@tanstack/react-query';
import { revealVenueUrl } from '../../../contract/appConfig.ts';
import { revealFileTypes } from '../../../contract/reveal.ts';
import { appConfigQuery } from '../../api/appConfig.ts';
import { venueQuery } from '../../api/venues.ts';
import { usePermission } from '../../session/usePermission.ts';
import { RevealSectionView } from './RevealSectionView.tsx';
import { useRevealMediaCard } from './useRevealMediaCard.ts';
import { useRevealSettingsCard } from './useRevealSettingsCard.ts';

export interface VenueRevealSectionProps {
  clientId: string;
  venueId: string;
}

/**
 * docs/product.md#screens venue page: Reveal with a link to the public venue site, Settings, Files, Posters and
 * Backgrounds; the client's items show as inherited, without delete.
 */
export function VenueRevealSection(props: VenueRevealSectionProps) {
  // Another id starts afresh: open dialogs and upload progress belong to the record they were opened for.
  return <VenueRevealSectionFor key={props.venueId} {...props} />;
}

function VenueRevealSectionFor({ venueId }: VenueRevealSectionProps) {
  const venue = useQuery(venueQuery(venueId));
  const appConfig = useQuery(appConfigQuery());
  const canEdit = usePermission('venues.edit');
  const settings = useRevealSettingsCard('venue', venueId);
  const files = useRevealMediaCard('venue', venueId, 'file', { fileTypes: revealFileTypes });
  const posters = useRevealMediaCard('venue', venueId, 'poster');
  const backgrounds = useRevealMediaCard('venue', venueId, 'background');
  const siteUrl = venue.data && appConfig.data ? revealVenueUrl(appConfig.data.revealBaseUrl, venue.data.gmv) : null;
  return <RevealSectionView canEdit={canEdit} level="venue" settings={settings} cards={[files, posters, backgrounds]} siteUrl={siteUrl} />;
}
