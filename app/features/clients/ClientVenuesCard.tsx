import { Link } from 'react-router';
import type { Venue } from '../../../contract/venues.ts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  TableCell,
  TableRow,
  TableRowLink,
  type RelativeTimeValue,
} from '../../../ui-kit/index.ts';
import type { PagedList } from '../../api/paging.ts';
import { renderRouterLink } from '../../routing/RouterLink.tsx';
import { ListTable, type ListColumn } from '../../shared/lists/ListTable.tsx';
import { VenueLastSeen } from '../../shared/venues/VenueLastSeen.tsx';

export type ClientVenuesCardProps = Omit<PagedList<Venue>, 'showMore'> & {
  clientId: string;
  onShowMore: () => void;
  /** Admins see Add Venue, which preselects this client (docs/product.md#screens). */
  canCreate: boolean;
  now?: RelativeTimeValue | undefined;
};

const COLUMNS: ListColumn[] = [{ label: 'Name' }, { label: 'GMV' }, { label: 'Last seen' }];

/** docs/product.md#screens /clients/{clientId}: the Venues card; a row opens the venue page. */
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
        <ListTable
          status={status}
          isEmpty={items.length === 0}
          empty="No venues found"
          emptyInTable
          label="Venues"
          columns={COLUMNS}
          density="compact"
          paging={{ shown: items.length, total, loadingMore, onShowMore }}
        >
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
        </ListTable>
      </CardContent>
    </Card>
  );
}
