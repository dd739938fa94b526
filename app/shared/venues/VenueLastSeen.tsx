import type { Venue } from '../../../contract/venues.ts';
import { RelativeTime, type RelativeTimeValue } from '../../../ui-kit/index.ts';

export interface VenueLastSeenProps {
  venue: Pick<Venue, 'lastSeenUtc' | 'inAlert'>;
  /** "Now" to measure from (stories freeze it); the live clock otherwise. */
  now?: RelativeTimeValue | undefined;
}

/** docs/product.md#screens, Last seen: relative, bold red in alert, Never for the epoch, raw time on hover (100 ms). */
export function VenueLastSeen({ venue, now }: VenueLastSeenProps) {
  return (
    <RelativeTime value={venue.lastSeenUtc} alert={venue.inAlert} tooltipDelay={100} {...(now === undefined ? {} : { now })} />
  );
}
