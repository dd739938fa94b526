import { Link } from 'react-router';
import type { Venue } from '../../../contract/venues.ts';
import {
  Avatar,
  Button,
  Card,
  CardContent,
  CardHeader,
  EmptyState,
  Icon,
  PageHeader,
  TableCell,
  TableRow,
  TableRowLink,
  Tooltip,
  type RelativeTimeValue,
} from '../../../ui-kit/index.ts';
import type { PagedList } from '../../api/paging.ts';
import { venueLogoUrl } from '../../api/venues.ts';
import { ListTable, type ListColumn } from '../../shared/lists/ListTable.tsx';
import { CellRow, PageStack } from '../../shared/lists/lists.styles.ts';
import { VenueLastSeen } from '../../shared/venues/VenueLastSeen.tsx';
import { renderRouterLink } from '../../routing/RouterLink.tsx';
import { VenueListToolbar, type VenueListToolbarProps } from './VenueListToolbar.tsx';

export type VenuesViewProps = Omit<PagedList<Venue>, 'showMore'> & {
  onShowMore: () => void;
  /** The order and filters, kept in the address by the route. */
  filter: VenueListToolbarProps['filter'];
  onFilterChange: VenueListToolbarProps['onFilterChange'];
  /** Admins see Add Venue (docs/product.md#roles). */
  canCreate: boolean;
  /** "Now" for the Last seen column (stories freeze it). */
  now?: RelativeTimeValue;
};

const COLUMNS: ListColumn[] = [
  { label: 'Image', labelHidden: true, media: true },
  { label: 'Client' },
  { label: 'Name' },
  { label: 'Code' },
  { label: 'Last seen' },
];

function VenueRow({ venue, now }: { venue: Venue; now: RelativeTimeValue | undefined }) {
  return (
    <TableRow>
      <TableCell media>
        <Avatar name={venue.name} src={venueLogoUrl(venue.id, venue.logo)} shape="square" size="sm" decorative />
      </TableCell>
      <TableCell label="Client">
        <CellRow>
          {venue.clientName}
          <Tooltip content={`Open ${venue.clientName}`} delay={100}>
            <Button
              as={Link}
              to={`/clients/${venue.clientId}`}
              variant="ghost"
              size="icon"
              aria-label={`Open client ${venue.clientName}`}
            >
              <Icon name="chevron-right" />
            </Button>
          </Tooltip>
        </CellRow>
      </TableCell>
      <TableCell label="Name">
        <TableRowLink href={`/clients/${venue.clientId}/${venue.id}`} renderLink={renderRouterLink}>
          {venue.name}
        </TableRowLink>
      </TableCell>
      <TableCell muted label="Code">{venue.gmv}</TableCell>
      <TableCell label="Last seen">
        <VenueLastSeen venue={venue} now={now} />
      </TableCell>
    </TableRow>
  );
}

/** The empty list: none at all (the product’s text), or none matching the filters. */
function NoVenues({ filter, onClear }: { filter: VenueListToolbarProps['filter']; onClear: () => void }) {
  if (!filter.inAlert && !filter.clientId) {
    return <EmptyState title="No venues found" description="Create a venue to get started" icon={<Icon name="map-pin" />} />;
  }
  return (
    <EmptyState
      title={filter.inAlert ? 'No venues in alert' : 'No venues found'}
      description={filter.inAlert ? 'Every venue with screens has been seen lately.' : 'This client has no venues yet.'}
      icon={<Icon name={filter.inAlert ? 'check-circle' : 'map-pin'} />}
      action={
        <Button variant="outline" onClick={onClear}>
          Show all venues
        </Button>
      }
    />
  );
}

/**
 * docs/product.md#screens /venues: Current Venues, 10 rows then Show more, Last seen in alert in red; sorted by
 * client, name or last seen and filtered to the venues in alert.
 */
export function VenuesView({ status, items, total, loadingMore, onShowMore, canCreate, now, filter, onFilterChange }: VenuesViewProps) {
  const addVenue = canCreate ? (
    <Button as={Link} to="/venues/create">
      Add Venue
    </Button>
  ) : null;
  return (
    <PageStack>
      <PageHeader title="Venues" description="Every client's venues and when their screens were last seen." />
      <Card>
        <CardHeader title="Current Venues" actions={addVenue} />
        <CardContent>
          <VenueListToolbar filter={filter} onFilterChange={onFilterChange} />
          <ListTable
            status={status}
            isEmpty={items.length === 0}
            empty={<NoVenues filter={filter} onClear={() => onFilterChange({ sort: filter.sort })} />}
            label="Current Venues"
            columns={COLUMNS}
            loadingRows={5}
            paging={{ shown: items.length, total, loadingMore, onShowMore }}
            tip="Tip: use the search in the top bar to search venues by name or GMV."
          >
            {items.map((venue) => (
              <VenueRow key={venue.id} venue={venue} now={now} />
            ))}
          </ListTable>
        </CardContent>
      </Card>
    </PageStack>
  );
}
