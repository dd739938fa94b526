import { Link } from 'react-router';
import type { Display } from '../../../contract/displays.ts';
import type { GraphicsController } from '../../../contract/graphicsControllers.ts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CenteredSpinner,
  NotFound,
  PageHeader,
  RelativeTime,
  TableCell,
  TableRow,
  type RelativeTimeValue,
} from '../../../ui-kit/index.ts';
import { resolutionText } from './displayText.ts';
import { DeviceSighting } from './DeviceSighting.tsx';
import { ListTable, type ListColumn } from '../../shared/lists/ListTable.tsx';
import { ListError, PageStack } from '../../shared/lists/lists.styles.ts';
import { renderRouterLink } from '../../routing/RouterLink.tsx';

export type DisplaysLoad =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error' }
  | { status: 'ready'; controller: GraphicsController; displays: DisplaysList };

/** The displays load on their own, after the controller. */
export type DisplaysList = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: Display[] };

export interface DisplaysViewProps {
  clientId: string;
  venueId: string;
  load: DisplaysLoad;
  /** "Now" for the Updated column; stories fix it. */
  now?: RelativeTimeValue | undefined;
}

const COLUMNS: ListColumn[] = [
  { label: 'Identifier' },
  { label: 'Resolution' },
  { label: 'Status' },
  { label: 'Last seen' },
  { label: 'Updated' },
  { label: 'Actions', align: 'right', labelHidden: true },
];

function DisplayRow({ display, href, now }: { display: Display; href: string; now: RelativeTimeValue | undefined }) {
  return (
    <TableRow>
      <TableCell label="Identifier">
        {display.label}
      </TableCell>
      <TableCell muted label="Resolution">{resolutionText(display)}</TableCell>
      <TableCell label="Status">
        <Badge variant={display.state === 'Active' ? 'default' : 'secondary'}>{display.state}</Badge>
      </TableCell>
      <TableCell label="Last seen">
        <DeviceSighting status={display.status} lastSeenUtc={display.lastSeenUtc} now={now} />
      </TableCell>
      <TableCell muted label="Updated">
        <RelativeTime value={display.updatedUtc} {...(now === undefined ? {} : { now })} />
      </TableCell>
      <TableCell align="right">
        <Button as={Link} to={href} variant="outline" size="sm" aria-label={`Open ${display.label}`}>
          Open
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** docs/product.md#screens /clients/{clientId}/{venueId}/{graphicsControllerId}: '{name} - Displays' and its table. */
export function DisplaysView({ clientId, venueId, load, now }: DisplaysViewProps) {
  if (load.status === 'loading') return <CenteredSpinner />;
  if (load.status === 'notFound') return <NotFound renderLink={renderRouterLink} />;
  if (load.status === 'error') return <ListError>Error</ListError>;
  const { controller, displays } = load;
  const base = `/clients/${clientId}/${venueId}/${controller.id}`;
  const items = displays.status === 'ready' ? displays.items : [];
  return (
    <PageStack>
      <PageHeader title={`${controller.name} - Displays`} description="The screens this graphics controller drives, as it last reported them." />
      <Card>
        <CardContent>
          <ListTable
            status={displays.status}
            isEmpty={items.length === 0}
            empty="No displays found"
            emptyInTable
            label="Displays"
            columns={COLUMNS}
          >
            {items.map((display) => (
              <DisplayRow key={display.id} display={display} href={`${base}/${display.id}`} now={now} />
            ))}
          </ListTable>
        </CardContent>
      </Card>
    </PageStack>
  );
}
