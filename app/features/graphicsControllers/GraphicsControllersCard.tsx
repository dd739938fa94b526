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
  TableCell,
  TableRow,
  TableRowLink,
  vars,
  type RelativeTimeValue,
} from '../../../ui-kit/index.ts';
import { renderRouterLink } from '../../routing/RouterLink.tsx';
import { ListTable, type ListColumn } from '../../shared/lists/ListTable.tsx';
import { ListTip } from '../../shared/lists/lists.styles.ts';
import { DeviceSighting } from './DeviceSighting.tsx';

export type GraphicsControllersStatus = 'loading' | 'error' | 'ready';

export interface GraphicsControllersCardProps {
  clientId: string;
  venueId: string;
  status: GraphicsControllersStatus;
  controllers: GraphicsController[];
  /** Link and Delete are for those who may change the fleet (docs/permissions.md, fleet.edit); others see the list and View. */
  canEdit: boolean;
  /** Opens the link dialog (docs/product.md#states, Graphics controller linking). */
  onLink: () => void;
  /** Asks to delete (unlink) one controller; the confirmation dialog follows. */
  onDelete: (controller: GraphicsController) => void;
  /** "Now" for the relative times; stories fix it. */
  now?: RelativeTimeValue | undefined;
  /** The venue's uptime in open hours over 7 days (docs/decisions.md#venues-and-alerts); undefined while it loads or when it failed. */
  uptime?: VenueUptime | undefined;
  /** The controller linked just now: scrolled into view and highlighted (on a phone it lands far below). */
  justLinkedId?: string | null | undefined;
}

/**
 * "Uptime in open hours, last 7 days: 98.5% (1 outage)", or the true reason there is no figure:
 * no controller to count from, or no open hours since the first one was linked
 * (none set, or the venue has not opened since).
 */
export function uptimeText(uptime: VenueUptime, controllerCount: number): string {
  if (uptime.uptimePercent === null) {
    const reason = controllerCount === 0 ? 'no graphics controller linked' : 'the venue has not been open since its first controller was linked';
    return `Uptime in open hours, last 7 days: no figure yet (${reason})`;
  }
  const outages = uptime.outages.length;
  return `Uptime in open hours, last 7 days: ${uptime.uptimePercent.toFixed(1)}% (${outages} ${outages === 1 ? 'outage' : 'outages'})`;
}

const COLUMNS: ListColumn[] = [{ label: 'Name' }, { label: 'Last seen' }, { label: 'Updated' }, { label: 'Actions', align: 'right', labelHidden: true }];

/** The row of a controller linked just now stands out until the page is left. */
const ControllerRow = styled(TableRow)`
  &[data-just-linked] {
    background: ${vars.color.accentSubtle};
  }
`;

/** Scrolls a just-linked row into view once it is drawn; smooth unless motion is reduced. */
function scrollIntoViewOnce(row: HTMLTableRowElement | null) {
  if (!row || typeof row.scrollIntoView !== 'function') return;
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  row.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
}

/** View and Delete side by side where there is room and one above the other where there is not. */
const RowActions = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[4]} ${vars.space[8]};
`;

/** Where a controller's displays are listed (docs/product.md#routes). */
export function controllerPath(clientId: string, venueId: string, controllerId: string): string {
  return `/clients/${clientId}/${venueId}/${controllerId}`;
}

/**
 * docs/product.md#screens venue page, Generation One: name, Updated, a view link and delete per controller, and
 * its status with the last-seen time (docs/decisions.md#player-and-alerts).
 */
export function GraphicsControllersCard({
  clientId,
  venueId,
  status,
  controllers,
  canEdit,
  onLink,
  onDelete,
  now,
  uptime,
  justLinkedId,
}: GraphicsControllersCardProps) {
  return (
    <Card>
      <CardHeader
        title="Graphics Controllers"
        description="Venue PCs that drive the Generation One screens."
        actions={
          canEdit ? (
            <Button size="sm" onClick={onLink}>
              Link Graphics Controller
            </Button>
          ) : null
        }
      />
      <CardContent>
        <ListTable
          status={status}
          isEmpty={controllers.length === 0}
          empty="No graphics controllers linked"
          emptyInTable
          label="Graphics controllers"
          columns={COLUMNS}
          density="compact"
          loadingRows={2}
        >
          {controllers.map((controller) => {
            const href = controllerPath(clientId, venueId, controller.id);
            const justLinked = controller.id === justLinkedId;
            return (
              <ControllerRow
                key={controller.id}
                data-just-linked={justLinked || undefined}
                ref={justLinked ? scrollIntoViewOnce : undefined}
              >
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
                    {canEdit ? (
                      <Button variant="ghost" size="sm" aria-label={`Delete ${controller.name}`} onClick={() => onDelete(controller)}>
                        Delete
                      </Button>
                    ) : null}
                  </RowActions>
                </TableCell>
              </ControllerRow>
            );
          })}
        </ListTable>
        {uptime ? <ListTip data-uptime={uptime.uptimePercent ?? 'none'}>{uptimeText(uptime, controllers.length)}</ListTip> : null}
      </CardContent>
    </Card>
  );
}
