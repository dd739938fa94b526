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
  ShowMore,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableLoadingRows,
  TableRow,
  TableRowLink,
  Tooltip,
  VisuallyHidden,
  type RelativeTimeValue,
} from '../../../ui-kit/index.ts';
import type { PagedList } from '../../api/paging.ts';
import { venueLogoUrl } from '../../api/venues.ts';
import { CellRow, imageColumnStyle, ListError, ListFooter, ListTip, PageStack } from '../../features/lists/lists.styles.ts';
import { VenueLastSeen } from '../../features/venues/VenueLastSeen.tsx';
import { renderRouterLink } from '../../routing/RouterLink.tsx';
import { VenueListToolbar, type VenueListToolbarProps } from './VenueListToolbar.tsx';

export type VenuesViewProps = Omit<PagedList<Venue>, 'showMore'> & {
  onShowMore: () => void;
  /** The order and filters (issue 18), kept in the address by the route. */
  filter: VenueListToolbarProps['filter'];
  onFilterChange: VenueListToolbarProps['onFilterChange'];
  /** Admins see Add Venue (SPEC §6). */
  canCreate: boolean;
  /** "Now" for the Last seen column (stories freeze it). */
  now?: RelativeTimeValue;
};

const COLUMNS = 5;

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

/** The empty list: none at all (SPEC's text), or none matching the filters. */
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
 * SPEC §2.4 /venues: Current Venues, 10 rows then Show more, Last seen in alert in red; sorted by
 * client, name or last seen and filtered to the venues in alert (issue 18).
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
          {status === 'error' ? (
            <ListError>Error</ListError>
          ) : status === 'ready' && items.length === 0 ? (
            <NoVenues filter={filter} onClear={() => onFilterChange({ sort: filter.sort })} />
          ) : (
            <>
              <Table aria-label="Current Venues">
                <TableHead>
                  <TableRow>
                    <TableHeaderCell style={imageColumnStyle}>
                      <VisuallyHidden>Image</VisuallyHidden>
                    </TableHeaderCell>
                    <TableHeaderCell>Client</TableHeaderCell>
                    <TableHeaderCell>Name</TableHeaderCell>
                    <TableHeaderCell>Code</TableHeaderCell>
                    <TableHeaderCell>Last seen</TableHeaderCell>
                  </TableRow>
                </TableHead>
                <TableBody aria-busy={status === 'loading' || undefined}>
                  {status === 'loading' ? <TableLoadingRows columns={COLUMNS} rows={5} /> : null}
                  {items.map((venue) => (
                    <VenueRow key={venue.id} venue={venue} now={now} />
                  ))}
                </TableBody>
              </Table>
              {status === 'ready' ? (
                <ListFooter>
                  <ShowMore shown={items.length} total={total} loading={loadingMore} onShowMore={onShowMore} />
                  <ListTip>Tip: use the search in the top bar to search venues by name or GMV.</ListTip>
                </ListFooter>
              ) : null}
            </>
          )}
        </CardContent>
      </Card>
    </PageStack>
  );
}
