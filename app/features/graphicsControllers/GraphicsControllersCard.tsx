import { Link } from 'react-router';
import styled from 'styled-components';
import type { GraphicsController } from '../../../contract/graphicsControllers.ts';
import type { VenueUptime } from '../../../contract/venueUptime.ts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  RelativeTime,
  Table,
  TableBody,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeaderCell,
  TableLoadingRows,
  TableRow,
  TableRowLink,
  VisuallyHidden,
  vars,
  type RelativeTimeValue,
} from '../../../ui-kit/index.ts';
import { renderRouterLink } from '../../routing/RouterLink.tsx';
import { ListError, ListTip } from '../lists/lists.styles.ts';
import { DeviceSighting } from './DeviceSighting.tsx';

export type GraphicsControllersStatus = 'loading' | 'error' | 'ready';

export interface GraphicsControllersCardProps {
  clientId: string;
  venueId: string;
  status: GraphicsControllersStatus;
  controllers: GraphicsController[];
  /** Opens the link dialog (SPEC §4 Graphics controller linking). */
  onLink: () => void;
  /** Asks to delete (unlink) one controller; the confirmation dialog follows. */
  onDelete: (controller: GraphicsController) => void;
  /** "Now" for the relative times; stories fix it. */
  now?: RelativeTimeValue | undefined;
  /** The venue's uptime in open hours over 7 days (DESIGN §5); undefined while it loads or when it failed. */
  uptime?: VenueUptime | undefined;
}

/** "Uptime in open hours, last 7 days: 98.5% (1 outage)", or why there is no figure. */
export function uptimeText(uptime: VenueUptime): string {
  if (uptime.uptimePercent === null) return 'Uptime in open hours, last 7 days: no figure yet (no open hours or no controllers)';
  const outages = uptime.outages.length;
  return `Uptime in open hours, last 7 days: ${uptime.uptimePercent.toFixed(1)}% (${outages} ${outages === 1 ? 'outage' : 'outages'})`;
}

const COLUMNS = 4;

/** View and Delete side by side where there is room and one above the other where there is not. */
const RowActions = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[4]} ${vars.space[8]};
`;

/** Where a controller's displays are listed (SPEC §2.3). */
export function controllerPath(clientId: string, venueId: string, controllerId: string): string {
  return `/clients/${clientId}/${venueId}/${controllerId}`;
}

/**
 * SPEC §2.4 venue page, Generation One: name, Updated, a view link and delete per controller, and
 * its status with the last-seen time (DESIGN §5).
 */
export function GraphicsControllersCard({ clientId, venueId, status, controllers, onLink, onDelete, now, uptime }: GraphicsControllersCardProps) {
  return (
    <Card>
      <CardHeader
        title="Graphics Controllers"
        description="Venue PCs that drive the Generation One screens."
        actions={
          <Button size="sm" onClick={onLink}>
            Link Graphics Controller
          </Button>
        }
      />
      <CardContent>
        {status === 'error' ? (
          <ListError>Error</ListError>
        ) : (
          <Table aria-label="Graphics controllers" density="compact">
            <TableHead>
              <TableRow>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell>Last seen</TableHeaderCell>
                <TableHeaderCell>Updated</TableHeaderCell>
                <TableHeaderCell align="right">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody aria-busy={status === 'loading' || undefined}>
              {status === 'loading' ? <TableLoadingRows columns={COLUMNS} rows={2} /> : null}
              {status === 'ready' && controllers.length === 0 ? (
                <TableEmpty columns={COLUMNS}>No graphics controllers linked</TableEmpty>
              ) : null}
              {controllers.map((controller) => {
                const href = controllerPath(clientId, venueId, controller.id);
                return (
                  <TableRow key={controller.id}>
                    <TableCell label="Name">
                      <TableRowLink href={href} renderLink={renderRouterLink}>
                        {controller.name}
                      </TableRowLink>
                    </TableCell>
                    <TableCell label="Last seen">
                      <DeviceSighting status={controller.status} lastSeenUtc={controller.lastSeenUtc} now={now} />
                    </TableCell>
                    <TableCell muted label="Updated">
                      <RelativeTime value={controller.updatedUtc} {...(now === undefined ? {} : { now })} />
                    </TableCell>
                    <TableCell align="right">
                      <RowActions>
                        <Button as={Link} to={href} variant="outline" size="sm" aria-label={`View ${controller.name}`}>
                          View
                        </Button>
                        <Button variant="ghost" size="sm" aria-label={`Delete ${controller.name}`} onClick={() => onDelete(controller)}>
                          Delete
                        </Button>
                      </RowActions>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
        {uptime ? <ListTip data-uptime={uptime.uptimePercent ?? 'none'}>{uptimeText(uptime)}</ListTip> : null}
      </CardContent>
    </Card>
  );
}
