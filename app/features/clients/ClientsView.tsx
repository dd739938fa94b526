import { Link } from 'react-router';
import styled from 'styled-components';
import type { Client } from '../../../contract/clients.ts';
import {
  Avatar,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  EmptyState,
  PageHeader,
  TableCell,
  TableRow,
  TableRowLink,
  Tooltip,
  vars,
} from '../../../ui-kit/index.ts';
import type { PagedList } from '../../api/paging.ts';
import { clientLogoUrl } from '../../api/clients.ts';
import { ListTable, type ListColumn } from '../../shared/lists/ListTable.tsx';
import { CellRow, PageStack } from '../../shared/lists/lists.styles.ts';
import { venuesInAlertText } from '../../shared/venues/venuesInAlertText.ts';
import { renderRouterLink } from '../../routing/RouterLink.tsx';

export type ClientsViewProps = Omit<PagedList<Client>, 'showMore'> & {
  onShowMore: () => void;
  /** Holds clients.create (docs/permissions.md): Upload and Create Client show. */
  canCreate: boolean;
};

const COLUMNS: ListColumn[] = [{ label: 'Logo', labelHidden: true, media: true }, { label: 'Name' }, { label: 'Venues', align: 'right' }];

/** "4 venues in alert: Bondi, Harbour, Riverside and 1 more" (the badge names them). */
export function venuesInAlertNamesText(client: Pick<Client, 'venuesInAlertCount' | 'venuesInAlertNames'>): string {
  const { venuesInAlertCount: count, venuesInAlertNames: names } = client;
  if (names.length === 0) return venuesInAlertText(count);
  const more = count - names.length;
  return `${venuesInAlertText(count)}: ${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** The alert badge as a link to the screens of the client's venues in alert; the badge keeps its look. */
const BadgeLink = styled(Link)`
  display: inline-flex;
  border-radius: ${vars.radius.full};
  text-decoration: none;
`;

function ClientRow({ client }: { client: Client }) {
  return (
    <TableRow>
      <TableCell media>
        <Avatar name={client.name} src={clientLogoUrl(client.id, client.logo)} shape="square" size="sm" decorative />
      </TableCell>
      <TableCell label="Name">
        <TableRowLink href={`/clients/${client.id}`} renderLink={renderRouterLink}>
          {client.name}
        </TableRowLink>
      </TableCell>
      <TableCell align="right" label="Venues">
        <CellRow>
          <Badge variant="secondary" aria-label={`${client.venueCount} ${client.venueCount === 1 ? 'venue' : 'venues'}`}>
            {client.venueCount}
          </Badge>
          {client.venuesInAlertCount > 0 ? (
            <Tooltip content={venuesInAlertNamesText(client)} delay={100}>
              <BadgeLink to={`/screens?clientId=${client.id}&inAlert=true`} aria-label={`${venuesInAlertNamesText(client)}: show their screens`}>
                <Badge variant="destructive">{client.venuesInAlertCount}</Badge>
              </BadgeLink>
            </Tooltip>
          ) : null}
        </CellRow>
      </TableCell>
    </TableRow>
  );
}

/** docs/product.md#screens /clients: logo, name, venue count and venues-in-alert badges; 10 rows, Show more. */
export function ClientsView({ status, items, total, loadingMore, onShowMore, canCreate }: ClientsViewProps) {
  return (
    <PageStack>
      <PageHeader
        title="Clients"
        description="Clients, their venues and Reveal media."
        actions={
          canCreate ? (
            <>
              <Button as={Link} to="/clients/upload" variant="outline">
                Upload
              </Button>
              <Button as={Link} to="/clients/create">
                Create Client
              </Button>
            </>
          ) : undefined
        }
      />
      <Card>
        <CardHeader title="All Clients" />
        <CardContent>
          <ListTable
            status={status}
            isEmpty={items.length === 0}
            empty={<EmptyState size="sm" title="No clients found" description="Create a client to get started" />}
            emptyInTable
            label="Clients"
            columns={COLUMNS}
            loadingRows={5}
            paging={{ shown: items.length, total, loadingMore, onShowMore }}
            tip="Tip: use the search in the top bar to find a client or venue by name."
          >
            {items.map((client) => (
              <ClientRow key={client.id} client={client} />
            ))}
          </ListTable>
        </CardContent>
      </Card>
    </PageStack>
  );
}
