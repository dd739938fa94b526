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
  Table,
  TableBody,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeaderCell,
  TableLoadingRows,
  TableRow,
  VisuallyHidden,
  type RelativeTimeValue,
} from '../../../ui-kit/index.ts';
import { resolutionText } from '../../features/graphicsControllers/displayText.ts';
import { DeviceSighting } from '../../features/graphicsControllers/DeviceSighting.tsx';
import { ListError, PageStack } from '../../features/lists/lists.styles.ts';
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

const COLUMNS = 6;

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

/** SPEC §2.4 /clients/{clientId}/{venueId}/{graphicsControllerId}: '{name} - Displays' and its table. */
export function DisplaysView({ clientId, venueId, load, now }: DisplaysViewProps) {
  if (load.status === 'loading') return <CenteredSpinner />;
  if (load.status === 'notFound') return <NotFound renderLink={renderRouterLink} />;
  if (load.status === 'error') return <ListError>Error</ListError>;
  const { controller, displays } = load;
  const base = `/clients/${clientId}/${venueId}/${controller.id}`;
  return (
    <PageStack>
      <PageHeader title={`${controller.name} - Displays`} description="The screens this graphics controller drives, as it last reported them." />
      <Card>
        <CardContent>
          {displays.status === 'error' ? (
            <ListError>Error</ListError>
          ) : (
            <Table aria-label="Displays">
              <TableHead>
                <TableRow>
                  <TableHeaderCell>Identifier</TableHeaderCell>
                  <TableHeaderCell>Resolution</TableHeaderCell>
                  <TableHeaderCell>Status</TableHeaderCell>
                  <TableHeaderCell>Last seen</TableHeaderCell>
                  <TableHeaderCell>Updated</TableHeaderCell>
                  <TableHeaderCell align="right">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody aria-busy={displays.status === 'loading' || undefined}>
                {displays.status === 'loading' ? <TableLoadingRows columns={COLUMNS} rows={3} /> : null}
                {displays.status === 'ready' && displays.items.length === 0 ? (
                  <TableEmpty columns={COLUMNS}>No displays found</TableEmpty>
                ) : null}
                {displays.status === 'ready'
                  ? displays.items.map((display) => (
                      <DisplayRow key={display.id} display={display} href={`${base}/${display.id}`} now={now} />
                    ))
                  : null}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </PageStack>
  );
}
