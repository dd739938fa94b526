import { Link } from 'react-router';
import type { Venue } from '../../../contract/venues.ts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  ShowMore,
  Table,
  TableBody,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeaderCell,
  TableLoadingRows,
  TableRow,
  TableRowLink,
  type RelativeTimeValue,
} from '../../../ui-kit/index.ts';
import type { PagedList } from '../../api/paging.ts';
import { renderRouterLink } from '../../routing/RouterLink.tsx';
import { ListError, ListFooter } from '../lists/lists.styles.ts';
import { VenueLastSeen } from './VenueLastSeen.tsx';

export type ClientVenuesCardProps = Omit<PagedList<Venue>, 'showMore'> & {
  clientId: string;
  onShowMore: () => void;
  /** Admins see Add Venue, which preselects this client (SPEC §2.4). */
  canCreate: boolean;
  now?: RelativeTimeValue | undefined;
};

const COLUMNS = 3;

/** SPEC §2.4 /clients/{clientId}: the Venues card; a row opens the venue page. */
export function ClientVenuesCard({ clientId, status, items, total, loadingMore, onShowMore, canCreate, now }: ClientVenuesCardProps) {
  return (
    <Card>
      <CardHeader
        title="Venues"
        actions={
          canCreate ? (
            <Button as={Link} to={`/venues/create?clientId=${encodeURIComponent(clientId)}`} size="sm">
              Add Venue
            </Button>
          ) : null
        }
      />
      <CardContent>
        {status === 'error' ? (
          <ListError>Error</ListError>
        ) : (
          <>
            <Table aria-label="Venues" density="compact">
              <TableHead>
                <TableRow>
                  <TableHeaderCell>Name</TableHeaderCell>
                  <TableHeaderCell>GMV</TableHeaderCell>
                  <TableHeaderCell>Last seen</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody aria-busy={status === 'loading' || undefined}>
                {status === 'loading' ? <TableLoadingRows columns={COLUMNS} rows={3} /> : null}
                {status === 'ready' && items.length === 0 ? <TableEmpty columns={COLUMNS}>No venues found</TableEmpty> : null}
                {items.map((venue) => (
                  <TableRow key={venue.id}>
                    <TableCell label="Name">
                      <TableRowLink href={`/clients/${venue.clientId}/${venue.id}`} renderLink={renderRouterLink}>
                        {venue.name}
                      </TableRowLink>
                    </TableCell>
                    <TableCell muted label="GMV">{venue.gmv}</TableCell>
                    <TableCell label="Last seen">
                      <VenueLastSeen venue={venue} now={now} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {status === 'ready' && total > 0 ? (
              <ListFooter>
                <ShowMore shown={items.length} total={total} loading={loadingMore} onShowMore={onShowMore} />
              </ListFooter>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
