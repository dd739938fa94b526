import { useMemo } from 'react';
import styled from 'styled-components';
import { zones, type Zone } from '../../../contract/compliance.ts';
import { deviceStatuses, type DeviceStatus } from '../../../contract/deviceStatus.ts';
import type { CommandKind, FleetDisplay, FleetSort } from '../../../contract/fleet.ts';
import { commandKinds } from '../../../contract/fleet.ts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  Checkbox,
  EmptyState,
  PageHeader,
  RelativeTime,
  Select,
  ShowMore,
  TableCell,
  TableRow,
  TableRowLink,
  vars,
  VisuallyHidden,
  type RelativeTimeValue,
  type RenderLink,
  type SelectOption,
  type TableSortDirection,
} from '../../../ui-kit/index.ts';
import type { FleetFilter } from '../../api/fleet.ts';
import { ZoneLabel } from '../../shared/compliance/ZoneLabel.tsx';
import { zoneLabels } from '../../shared/compliance/complianceTexts.ts';
import { ClientSearchFilter, type ClientSearchFilterState } from '../../shared/clientSearch/ClientSearchFilter.tsx';
import { ListTable, type ListColumn } from '../../shared/lists/ListTable.tsx';
import { ListFooter, PageStack } from '../../shared/lists/lists.styles.ts';
import { MoreFilters } from '../../shared/lists/MoreFilters.tsx';
import { commandLabels, shownLabel, statusLabels, uptimeLabel } from './fleetTexts.ts';
import { FleetSearchField } from './FleetSearchField.tsx';
import { AwaitingApprovalBadge } from '../../shared/compliance/AwaitingApprovalBadge.tsx';
import { FleetStatusBadges } from './FleetStatusBadges.tsx';
import { fleetDisplayHref } from './screenshots/fleetLinks.ts';
import { ScreenshotThumbnail } from './screenshots/ScreenshotThumbnail.tsx';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${vars.space[12]};
  align-items: end;
`;

/** The commands for the chosen rows: wraps under each other on a phone. */
const CommandBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[8]};
  margin-bottom: ${vars.space[16]};
`;

/**
 * The ten columns need about 830 px with the names over two lines (824 for the demo fleet with its
 * Choose column; 926 px at 1280 × 800 fit with room): in less, the rows stack as on a phone, where
 * a table scrolled sideways in its card kept Uptime and Last seen out of sight (a 1024 px window).
 */
const FLEET_STACK_BELOW_PX = 840;
/** Stacked rows this wide hold two named cells a line. */
const TWO_CELLS_A_LINE_FROM_PX = 600;

/**
 * Ten columns in the card beside the side navigation: at 1366 × 768 the table has 1012 px, and with
 * the kit's 12 px cell sides it needed about 1,100, so "Last seen" was cut and a scrollbar hid under
 * the rows. Sides of 8 px and a last-seen time that may wrap ("16 minutes / ago") let it fit; stacked
 * rows (a phone) keep their own padding. Stacked in a wide card (a tablet), a row holds two named
 * cells a line, in their order, so it is half as tall and half of the card is not left empty; its
 * check box keeps a line of its own. (Here rather than in the kit's table: grown by these rules,
 * the kit's table became a bundle of its own, 1 KB more on /clients, its budget.)
 */
const FleetTableFrame = styled.div`
  & table {
    --table-cell-px: ${vars.space[8]};
  }

  & td[data-label='Last seen'] time {
    white-space: normal;
  }

  @container table-frame (min-width: ${TWO_CELLS_A_LINE_FROM_PX}px) and (max-width: ${FLEET_STACK_BELOW_PX - 0.02}px) {
    & table > tbody > tr:not([data-empty]) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      column-gap: ${vars.space[24]};
    }

    & table > tbody > tr > td:not([colspan]) {
      grid-column: auto;
    }

    & table > tbody > tr > td:not([colspan]):not([data-label]) {
      grid-column: 1 / -1;
    }
  }
`;

const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** "Any" clears a filter; a Select needs a non-empty value for it. */
export const ANY = 'any';
/** Kept for callers of the first fleet page. */
export const ANY_CLIENT = ANY;

/** The filters set among those a phone folds (search, venue and order are not counted). */
const activeFilters = (fields: FleetFilter): number =>
  [fields.status, fields.clientId, fields.zone, fields.regionId, fields.outOfDateOnly, fields.inAlertOnly].filter(Boolean).length;

export interface FleetViewProps {
  /** The page's filters, search and order: parsed once from the address by the route (fleetAddress.ts). */
  fields: FleetFilter;
  onFieldsChange: (fields: FleetFilter) => void;
  /** Admins filter by client; null for a client user (they see only their own). */
  clientFilter: ClientSearchFilterState | null;
  regionOptions?: SelectOption[] | undefined;
  status: 'loading' | 'error' | 'ready';
  displays: FleetDisplay[];
  total: number;
  loadingMore: boolean;
  onShowMore: () => void;
  /** Ids of the chosen rows (kept across the page's refreshes). */
  selectedIds: string[];
  onSelectedIdsChange: (ids: string[]) => void;
  /** The command under way, if any: its button shows it. */
  sending: CommandKind | null;
  /**
   * Sends a command to the chosen rows; without it (a role without fleet.edit, docs/permissions.md)
   * rows are not chosen and no command is offered.
   */
  onCommand?: ((kind: CommandKind) => void) | undefined;
  /** The person may set a screen's zone (compliance.edit): an unset zone asks them to; others read "Not set". */
  canSetZone: boolean;
  /** When the rows were last fetched (the page refreshes itself every 15 s); absent before. */
  refreshedAt?: RelativeTimeValue | undefined;
  /** The latest refresh failed: the rows shown are older. */
  refreshFailed?: boolean | undefined;
  now?: RelativeTimeValue | undefined;
  renderLink?: RenderLink;
}

const DEFAULT_SORT: FleetSort = 'client';

/**
 * The orders as one choice, beside the sortable headers: on a phone the rows stack and their
 * headers are hidden, so this is the way to sort there.
 */
const sortOptions: SelectOption[] = [
  { value: 'client:asc', label: 'Client, A to Z' },
  { value: 'client:desc', label: 'Client, Z to A' },
  { value: 'venue:asc', label: 'Venue, A to Z' },
  { value: 'venue:desc', label: 'Venue, Z to A' },
  { value: 'display:asc', label: 'Display, A to Z' },
  { value: 'display:desc', label: 'Display, Z to A' },
  { value: 'region:asc', label: 'Region, A to Z' },
  { value: 'region:desc', label: 'Region, Z to A' },
  { value: 'lastSeen:asc', label: 'Last seen, longest ago first' },
  { value: 'lastSeen:desc', label: 'Last seen, latest first' },
];

/**
 * /screens: every display the person may see, what it shows, whether that is what the
 * schedule says (out of date, with why), its uptime and when it was last seen; filter, search, sort,
 * choose rows and send a command.
 */
export function FleetView(props: FleetViewProps) {
  const { fields, status, displays, total, selectedIds, onCommand } = props;
  const selected = new Set(selectedIds);
  const shownIds = displays.map((display) => display.id);
  const allShownChosen = shownIds.length > 0 && shownIds.every((id) => selected.has(id));
  const filtered =
    fields.clientId !== undefined ||
    fields.outOfDateOnly === true ||
    fields.status !== undefined ||
    fields.regionId !== undefined ||
    fields.venueId !== undefined ||
    fields.inAlertOnly === true ||
    fields.zone !== undefined ||
    Boolean(fields.q);
  const change = (next: Partial<FleetFilter>) => props.onFieldsChange({ ...fields, ...next });

  // A client user sees one client: ordering by it says nothing, so its orders are not offered and
  // the list reads as its default (by client, then venue) does: by venue.
  const byClientOffered = Boolean(props.clientFilter);
  const sort = fields.sort ?? (byClientOffered ? DEFAULT_SORT : 'venue');
  const direction = fields.direction ?? 'asc';
  /** A sortable header: pressing it sorts by its column ascending, or turns the order round. */
  const sortable = (label: string, column: FleetSort): ListColumn => {
    const current: TableSortDirection = sort === column ? (direction === 'asc' ? 'ascending' : 'descending') : 'none';
    return {
      label,
      sort: current,
      onSort: () => change({ sort: column, direction: sort === column && direction === 'asc' ? 'desc' : 'asc' }),
    };
  };
  const columns: ListColumn[] = [
    ...(onCommand ? [{ label: 'Choose', labelHidden: true }] : []),
    sortable('Display', 'display'),
    sortable('Venue', 'venue'),
    sortable('Region', 'region'),
    { label: 'Zone' },
    { label: 'Shows' },
    { label: 'Screenshot' },
    { label: 'Status' },
    // "Uptime" beside a phone's stacked values: the full name took two lines there.
    { label: 'Uptime (7 days)', abbr: 'Uptime', align: 'right' },
    sortable('Last seen', 'lastSeen'),
  ];
  const nowProps = props.now === undefined ? {} : { now: props.now };

  const { onSelectedIdsChange, renderLink, now, canSetZone } = props;
  const chooses = onCommand !== undefined;
  // The rows are drawn again only when they, the choice or the links change: not when the filters'
  // choices, the count's "Refreshed" or a command's state do (each row holds a relative time, a
  // tooltip and a thumbnail).
  const rows = useMemo(() => {
    const chosen = new Set(selectedIds);
    const rowLinkProps = renderLink ? { renderLink } : {};
    const rowNowProps = now === undefined ? {} : { now };
    const toggleRow = (id: string, on: boolean) => onSelectedIdsChange(on ? [...selectedIds, id] : selectedIds.filter((other) => other !== id));
    return displays.map((display) => (
      <TableRow key={display.id} data-selected={chosen.has(display.id) || undefined}>
        {chooses ? (
          <TableCell>
            <Checkbox
              label={<VisuallyHidden>{`Choose ${display.label} at ${display.venueName}`}</VisuallyHidden>}
              checked={chosen.has(display.id)}
              onChange={(event) => toggleRow(display.id, event.target.checked)}
            />
          </TableCell>
        ) : null}
        <TableCell label="Display">
          <TableRowLink href={fleetDisplayHref(display.id)} {...rowLinkProps}>
            {display.label}
          </TableRowLink>
        </TableCell>
        <TableCell label="Venue">
          {display.venueName}
          {display.venueInAlert ? (
            <>
              {' '}
              <Badge variant="destructive">In alert</Badge>
            </>
          ) : null}
          <br />
          <Muted>{display.clientName}</Muted>
        </TableCell>
        <TableCell label="Region">{display.regionName}</TableCell>
        <TableCell label="Zone">
          <ZoneLabel zone={display.zone} canSet={canSetZone} />
        </TableCell>
        <TableCell label="Shows">
          {shownLabel(display)}
          {display.awaitingApproval ? (
            <>
              {' '}
              <AwaitingApprovalBadge />
            </>
          ) : null}
        </TableCell>
        <TableCell label="Screenshot">
          <ScreenshotThumbnail displayId={display.id} displayLabel={display.label} screenshot={display.latestScreenshot} width="96px" {...rowNowProps} />
        </TableCell>
        <TableCell label="Status">
          <FleetStatusBadges display={display} />
        </TableCell>
        <TableCell label="Uptime" align="right">
          {uptimeLabel(display.uptimePercent)}
        </TableCell>
        <TableCell label="Last seen" muted>
          <RelativeTime value={display.lastSeenUtc ?? 0} neverLabel="Never" {...rowNowProps} />
        </TableCell>
      </TableRow>
    ));
  }, [displays, selectedIds, onSelectedIdsChange, renderLink, now, chooses, canSetZone]);

  return (
    <PageStack>
      <PageHeader title="Screens" description="What every screen shows now, and whether it is what the schedule says." />
      <Card>
        <CardHeader title="Filters" />
        <CardContent>
          <Filters role="group" aria-label="Filters">
            <FleetSearchField value={fields.q ?? ''} onSearch={(q) => change({ q: q || undefined })} />
            <MoreFilters active={activeFilters(fields)}>
              <Select
                label="Status"
                options={[{ value: ANY, label: 'Any' }, ...deviceStatuses.map((value) => ({ value, label: statusLabels[value] }))]}
                value={fields.status ?? ANY}
                onValueChange={(value) => change({ status: value === ANY ? undefined : (value as DeviceStatus) })}
              />
              {props.clientFilter ? (
                <ClientSearchFilter search={props.clientFilter} clientId={fields.clientId} onClientIdChange={(clientId) => change({ clientId })} />
              ) : null}
              <Select
                label="Zone"
                options={[{ value: ANY, label: 'Any' }, ...zones.map((value) => ({ value, label: zoneLabels[value] }))]}
                value={fields.zone ?? ANY}
                onValueChange={(value) => change({ zone: value === ANY ? undefined : (value as Zone) })}
              />
              {props.regionOptions ? (
                <Select
                  label="Region"
                  options={[{ value: ANY, label: 'Any' }, ...props.regionOptions]}
                  value={fields.regionId ?? ANY}
                  onValueChange={(value) => change({ regionId: value === ANY ? undefined : value })}
                />
              ) : null}
              <Select
                label="Sort by"
                options={byClientOffered ? sortOptions : sortOptions.filter((option) => !option.value.startsWith('client:'))}
                value={`${sort}:${direction}`}
                onValueChange={(value) => {
                  const [nextSort, nextDirection] = value.split(':') as [FleetSort, 'asc' | 'desc'];
                  change({ sort: nextSort, direction: nextDirection });
                }}
              />
              <Checkbox
                label="Out of date only"
                checked={fields.outOfDateOnly === true}
                onChange={(event) => change({ outOfDateOnly: event.target.checked || undefined })}
              />
              <Checkbox
                label="Venues in alert only"
                checked={fields.inAlertOnly === true}
                onChange={(event) => change({ inAlertOnly: event.target.checked || undefined })}
              />
            </MoreFilters>
            {fields.venueId ? (
              <Button variant="outline" size="sm" onClick={() => change({ venueId: undefined })}>
                Show every venue
              </Button>
            ) : null}
          </Filters>
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title="Displays"
          description={
            status === 'ready' ? (
              <span aria-live="polite">
                {`${total.toLocaleString('en')} ${total === 1 ? 'display' : 'displays'}`}
                {props.refreshedAt === undefined ? null : (
                  <>
                    {props.refreshFailed ? ' · Could not refresh; rows from ' : ' · Refreshed '}
                    <RelativeTime value={props.refreshedAt} {...nowProps} />
                  </>
                )}
              </span>
            ) : status === 'loading' ? (
              // The count's line, kept while the rows load, so the table does not move down when it comes.
              <span aria-hidden="true">{'\u00a0'}</span>
            ) : undefined
          }
        />
        <CardContent>
          {/* Also while the rows load, every command off: the table does not move down when they come. */}
          {onCommand && (status === 'loading' || (status === 'ready' && displays.length > 0)) ? (
            <CommandBar role="group" aria-label="Commands for the chosen displays">
              <Checkbox
                label={allShownChosen ? 'Unselect all shown' : 'Select all shown'}
                checked={allShownChosen}
                disabled={status === 'loading'}
                indeterminate={!allShownChosen && shownIds.some((id) => selected.has(id))}
                onChange={(event) =>
                  props.onSelectedIdsChange(
                    event.target.checked ? [...new Set([...selectedIds, ...shownIds])] : selectedIds.filter((id) => !shownIds.includes(id)),
                  )
                }
              />
              <Muted aria-live="polite">{selectedIds.length === 0 ? 'None chosen' : `${selectedIds.length} chosen`}</Muted>
              {commandKinds.map((kind) => (
                <Button
                  key={kind}
                  size="sm"
                  variant="outline"
                  disabled={selectedIds.length === 0 || (props.sending !== null && props.sending !== kind)}
                  loading={props.sending === kind}
                  onClick={() => onCommand(kind)}
                >
                  {commandLabels[kind]}
                </Button>
              ))}
              <Button size="sm" variant="ghost" disabled={selectedIds.length === 0} onClick={() => props.onSelectedIdsChange([])}>
                Clear selection
              </Button>
            </CommandBar>
          ) : null}
          <FleetTableFrame>
            <ListTable
              status={status}
              isEmpty={displays.length === 0}
              label="Displays"
              columns={columns}
              stackBelow={FLEET_STACK_BELOW_PX}
              loadingLabel="Loading displays"
              empty={
                filtered ? (
                  <EmptyState title="No displays match" description="No display matches these filters. Clear them to see the whole fleet." />
                ) : (
                  <EmptyState title="No displays yet" description="Link a graphics controller on a venue's page; its screens appear here." />
                )
              }
            >
              {rows}
            </ListTable>
          </FleetTableFrame>
          {status === 'ready' && displays.length > 0 ? (
            <ListFooter>
              <ShowMore shown={displays.length} total={total} onShowMore={props.onShowMore} loading={props.loadingMore} />
            </ListFooter>
          ) : null}
        </CardContent>
      </Card>
    </PageStack>
  );
}
