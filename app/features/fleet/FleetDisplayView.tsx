import type { ReactNode } from 'react';
import styled from 'styled-components';
import { commandKinds, type CommandKind, type FleetDisplayDetail } from '../../../contract/fleet.ts';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  EmptyState,
  defaultRenderLink,
  NotFound,
  PageHeader,
  RenderedLink,
  RelativeTime,
  TableCell,
  Spinner,
  TableRow,
  vars,
  type RelativeTimeValue,
  type RenderLink,
} from '../../../ui-kit/index.ts';
import { ListTable } from '../../shared/lists/ListTable.tsx';
import { LoadingRow } from '../../shared/lists/cardStates.styles.ts';
import { ListError, PageStack } from '../../shared/lists/lists.styles.ts';
import {
  commandLabels,
  commandStateLabels,
  commandStateVariants,
  outOfDateShown,
  type OutOfDateShown,
  playsDroppedNote,
  playsDroppedTitle,
  shownLabel,
  sizeLabel,
  uptimeLabel,
} from './fleetTexts.ts';
import { AwaitingApprovalBadge } from '../../shared/compliance/AwaitingApprovalBadge.tsx';
import { FleetStatusBadges } from './FleetStatusBadges.tsx';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${vars.space[8]} ${vars.space[16]};
  font-size: ${vars.fontSize.md};
  overflow-wrap: anywhere;
  & dt {
    color: ${vars.color.textMuted};
  }
  & dd {
    margin: 0;
  }
`;

/** Apart from the facts above it, as the plays-dropped alert is. */
const OutOfDateNote = styled.p`
  margin-top: ${vars.space[16]};
`;

/** Apart from the facts (or the out-of-date note) above it. */
const PlaysDropped = styled(Alert)`
  margin-top: ${vars.space[16]};
`;

const Commands = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[8]};
  margin-bottom: ${vars.space[16]};
`;

export interface FleetDisplayViewProps {
  status: 'loading' | 'error' | 'notFound' | 'ready';
  display: FleetDisplayDetail | null;
  sending: CommandKind | null;
  /** Sends a command; without it (a role without fleet.edit, docs/permissions.md) the commands sent are only listed. */
  onCommand?: ((kind: CommandKind) => void) | undefined;
  now?: RelativeTimeValue | undefined;
  renderLink?: RenderLink;
  /** The screenshot card (screenshots/ScreenshotCard.tsx, wired to the API); stories of this page leave it out. */
  screenshotSection?: ReactNode;
  /** The zone card (compliance/ZoneCard.tsx, wired to the API). */
  zoneSection?: ReactNode;
}

const at = (value: string, now: RelativeTimeValue | undefined) => <RelativeTime value={value} {...(now === undefined ? {} : { now })} />;

const commandColumns = [{ label: 'Command' }, { label: 'State' }, { label: 'Sent' }, { label: 'Answered' }];

/** /screens/{displayId}: one display's status, what its player says, and its commands with their states. */
export function FleetDisplayView({ status, display, sending, onCommand, now, renderLink, screenshotSection, zoneSection }: FleetDisplayViewProps) {
  if (status === 'notFound') return <NotFound {...(renderLink ? { renderLink } : {})} />;
  if (status !== 'ready' || display === null) {
    return (
      <PageStack>
        <PageHeader title="Display" />
        {status === 'error' ? (
          <ListError>Error</ListError>
        ) : (
          <LoadingRow>
            <Spinner label="Loading display" />
          </LoadingRow>
        )}
      </PageStack>
    );
  }
  const outOfDate = outOfDateShown(display);
  const link = renderLink ?? defaultRenderLink;
  return (
    <PageStack>
      <PageHeader
        title={display.label}
        // Its venue and its layout and schedule are one tap away, on a phone too: this page and the
        // display's layout page each link to the other.
        description={
          <>
            <RenderedLink renderLink={link} href={`/clients/${display.clientId}/${display.venueId}`}>
              {display.venueName}
            </RenderedLink>
            {` · ${display.clientName}`}
          </>
        }
        actions={
          <RenderedLink
            renderLink={link}
            href={`/clients/${display.clientId}/${display.venueId}/${display.graphicsControllerId}/${display.id}`}
            data-display-layout-link
          >
            Layout and schedule
          </RenderedLink>
        }
      />
      <Card>
        <CardHeader title="Status" />
        <CardContent>
          <Facts>
            <dt>Status</dt>
            <dd>
              <FleetStatusBadges display={display} />
            </dd>
            <dt>Shows</dt>
            <dd>
              {shownLabel(display)}
              {display.shown ? <> · since {at(display.shown.sinceUtc, now)}</> : null}
              {display.awaitingApproval ? (
                <>
                  {' '}
                  <AwaitingApprovalBadge />
                </>
              ) : null}
            </dd>
            <dt>Last seen</dt>
            <dd>{display.lastSeenUtc ? at(display.lastSeenUtc, now) : 'Never'}</dd>
            <dt>Uptime (7 days)</dt>
            <dd>{uptimeLabel(display.uptimePercent)}</dd>
            <dt>Last report</dt>
            <dd>{display.reportedUtc ? at(display.reportedUtc, now) : 'None yet'}</dd>
            <dt>Player version</dt>
            <dd>{display.playerVersion ?? '—'}</dd>
            <dt>Media cache</dt>
            <dd>{display.cacheBytes === null ? '—' : sizeLabel(display.cacheBytes)}</dd>
            <dt>Last media error</dt>
            <dd>
              {display.lastMediaError ? (
                <>
                  {display.lastMediaError.message} · {at(display.lastMediaError.atUtc, now)}
                </>
              ) : (
                'None'
              )}
            </dd>
          </Facts>
          {outOfDate ? <OutOfDateNote role="note">{outOfDateHelp[outOfDate]}</OutOfDateNote> : null}
          {display.playsDropped > 0 ? (
            <PlaysDropped role="note" title={playsDroppedTitle}>
              {playsDroppedNote(display.playsDropped)}
            </PlaysDropped>
          ) : null}
        </CardContent>
      </Card>
      {zoneSection}
      {screenshotSection}
      <Card>
        <CardHeader title="Commands" description="A connected player carries them out within seconds; otherwise at its next heartbeat." />
        <CardContent>
          {onCommand ? (
            <Commands>
              {/* "Take screenshot now" sits on the screenshot card, with its progress. */}
              {commandKinds.filter((kind) => kind !== 'screenshot').map((kind) => (
                <Button
                  key={kind}
                  variant="outline"
                  size="sm"
                  disabled={sending !== null && sending !== kind}
                  loading={sending === kind}
                  onClick={() => onCommand(kind)}
                >
                  {commandLabels[kind]}
                </Button>
              ))}
            </Commands>
          ) : null}
          <ListTable
            status="ready"
            isEmpty={display.commands.length === 0}
            label="Commands sent"
            columns={commandColumns}
            empty={<EmptyState size="sm" title="No commands yet" description="Commands sent to this display show here with their state." />}
          >
            {display.commands.map((command) => (
              <TableRow key={command.id}>
                <TableCell label="Command">{commandLabels[command.kind]}</TableCell>
                <TableCell label="State">
                  <Badge variant={commandStateVariants[command.state]}>{commandStateLabels[command.state]}</Badge>
                  {command.error ? <> {command.error}</> : null}
                </TableCell>
                <TableCell label="Sent" muted>
                  {at(command.createdUtc, now)}
                </TableCell>
                <TableCell label="Answered" muted>
                  {command.finishedUtc ? at(command.finishedUtc, now) : '—'}
                </TableCell>
              </TableRow>
            ))}
          </ListTable>
        </CardContent>
      </Card>
    </PageStack>
  );
}

const outOfDateHelp: Record<OutOfDateShown, string> = {
  offline: 'The player has not reported for more than two heartbeats: what the screen shows is unknown.',
  notReporting:
    "The screen's computer calls in, but this screen's player has not reported for more than two heartbeats: it may be closed or too old to report. Check the screen at the venue.",
  oldLayout: 'The screen has shown something other than its schedule for more than two heartbeats. Reload the player.',
  mediaFailed: 'A medium failed to load, so the screen kept an older layout. Re-download media, then check the files.',
};
