import { useQuery } from '@tanstack/react-query';
import { venueLogoUrl, venueQuery } from '../../api/venues.ts';
import { LogoCard } from './LogoCard.tsx';
import { useLogoCard } from './useLogoCard.ts';
import { queryStatus } from '../../api/queryStatus.ts';
import { usePermission } from '../../session/usePermission.ts';

export interface VenueLogoSectionProps {
  venueId: string;
}

/** docs/product.md#screens venue page: the Logo card (upload, replace, delete), wired to the API. */
export function VenueLogoSection(props: VenueLogoSectionProps) {
  // Another id starts afresh: open dialogs and upload progress belong to the record they were opened for.
  return <VenueLogoSectionFor key={props.venueId} {...props} />;
}

function VenueLogoSectionFor({ venueId }: VenueLogoSectionProps) {
  const venue = useQuery(venueQuery(venueId));
  const canEdit = usePermission('venues.edit');
  const dialogs = useLogoCard('venue', venueId);
  return (
    <LogoCard
      ownerLabel="Venue"
      name={venue.data?.name ?? ''}
      status={queryStatus(venue)}
      logoUrl={venue.data ? venueLogoUrl(venue.data.id, venue.data.logo) : null}
      canEdit={canEdit}
      {...dialogs}
    />
  );
}
