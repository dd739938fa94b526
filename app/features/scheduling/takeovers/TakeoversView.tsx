import styled from 'styled-components';
import type { Takeover } from '../../../../contract/schedules.ts';
import type { MutationDialogView } from '../../../../machines/mutationDialog.selectors.ts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  ConfirmDialog,
  EmptyState,
  Icon,
  PageHeader,
  TableCell,
  TableRow,

} from '../../../../ui-kit/index.ts';
import { PageStack } from '../../../shared/lists/lists.styles.ts';
import { ListTable } from '../../../shared/lists/ListTable.tsx';
import type { TakeoverDialogProps } from './TakeoverDialog.tsx';
import { onDemandDialog } from '../../../shared/dialogs/onDemandDialog.tsx';
import { reachLabel, takeoverStatusAt, type TakeoverStatus } from './takeoverStatus.ts';

// Fetched when it first opens, with its form (shared/dialogs/onDemandDialog.tsx).
const TakeoverDialog = onDemandDialog(() => import('./TakeoverDialog.tsx').then((module) => module.TakeoverDialog), (props) => props.open);

const RowActions = styled.span`
  display: inline-flex;
  justify-content: flex-end;
`;

const STATUS_BADGES: Record<TakeoverStatus, { label: string; variant: 'success' | 'secondary' | 'warning' | 'default' }> = {
  running: { label: 'Running', variant: 'success' },
  scheduled: { label: 'Starts later', variant: 'warning' },
  endedEarly: { label: 'Ended early', variant: 'secondary' },
  finished: { label: 'Finished', variant: 'default' },
};

export interface TakeoversViewProps {
  status: 'loading' | 'error' | 'ready';
  /** Running ones first, then the history (the server's order). */
  takeovers: Takeover[];
  /** Milliseconds since the epoch: what "running" is judged against; stories fix it. */
  now: number;
  /** Admins start and end takeovers; client users read those that reach their venues. */
  canManage: boolean;
  /** "Layout: Jackpot": the content's name as the server gives it, else "Layout" or "Playlist". */
  contentName: (takeover: Takeover) => string;
  /** How times read (the person's own clock; stories fix the zone). */
  formatTime: (iso: string) => string;
  onStartOpen: () => void;
  start: TakeoverDialogProps | null;
  ending: Takeover | null;
  endDialog: Pick<MutationDialogView, 'open' | 'submitting'>;
  onEndOpen: (takeover: Takeover) => void;
  onEndClose: () => void;
  onEndConfirm: () => void;
}

/** docs/scheduling.md#model /takeovers: running takeovers first, then the history; admins start and end them. */
export function TakeoversView(props: TakeoversViewProps) {
  const { status, takeovers, now, canManage, contentName, formatTime, start, ending, endDialog } = props;
  return (
    <PageStack>
      <PageHeader
        title="Takeovers"
        description="A takeover shows one layout or playlist on every screen it reaches, above their schedules, until it ends."
        actions={canManage ? <Button onClick={props.onStartOpen}>Start takeover</Button> : undefined}
      />
      <Card>
        <CardHeader title="Running and past takeovers" />
        <CardContent>
          <ListTable
            status={status}
            isEmpty={takeovers.length === 0}
            empty={
              <EmptyState
                title="No takeovers yet"
                description={canManage ? 'Start one to put a jackpot or a notice on every screen at once.' : 'None has reached your venues.'}
                icon={<Icon name="monitor" />}
              />
            }
            label="Takeovers"
            columns={[
              { label: 'Name' },
              { label: 'Status' },
              { label: 'Content' },
              { label: 'Reach' },
              { label: 'Started' },
              { label: 'Ends' },
              { label: 'Actions', align: 'right', labelHidden: true },
            ]}
          >
            {takeovers.map((takeover) => {
              const state = takeoverStatusAt(takeover, now);
              const badge = STATUS_BADGES[state];
              return (
                <TableRow key={takeover.id} data-takeover-row={takeover.id} data-status={state}>
                  <TableCell label="Name">{takeover.name}</TableCell>
                  <TableCell label="Status">
                    <Badge variant={badge.variant}>{badge.label}</Badge>
                  </TableCell>
                  <TableCell muted label="Content">
                    {contentName(takeover)}
                  </TableCell>
                  <TableCell muted label="Reach">
                    {reachLabel(takeover)}
                  </TableCell>
                  <TableCell muted label="Started">
                    {formatTime(takeover.startUtc)}
                  </TableCell>
                  <TableCell muted label="Ends">
                    {takeover.untilClosing && !takeover.endedUtc ? `Each venue’s closing (last ${formatTime(takeover.endUtc)})` : formatTime(takeover.endedUtc ?? takeover.endUtc)}
                  </TableCell>
                  <TableCell align="right">
                    {canManage && (state === 'running' || state === 'scheduled') ? (
                      <RowActions>
                        <Button variant="destructive" size="sm" onClick={() => props.onEndOpen(takeover)} aria-label={`End now: ${takeover.name}`}>
                          End now
                        </Button>
                      </RowActions>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </ListTable>
        </CardContent>
      </Card>
      {start ? <TakeoverDialog {...start} /> : null}
      <ConfirmDialog
        open={endDialog.open}
        onOpenChange={(open) => (open || endDialog.submitting ? undefined : props.onEndClose())}
        title="End takeover now?"
        description={ending ? `“${ending.name}” ends now and its screens go back to their schedules. It stays in the history.` : undefined}
        confirmLabel="End now"
        variant="destructive"
        loading={endDialog.submitting}
        onConfirm={props.onEndConfirm}
      />
    </PageStack>
  );
}

