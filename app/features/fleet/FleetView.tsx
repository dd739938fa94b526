import styled from 'styled-components';
import type { CommandKind, FleetDisplay } from '../../../contract/fleet.ts';
import { commandKinds } from '../../../contract/fleet.ts';
import {
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
} from '../../../ui-kit/index.ts';
import { ListTable } from '../lists/ListTable.tsx';
import { ListFooter, PageStack } from '../lists/lists.styles.ts';
import { commandLabels, shownLabel } from './fleetTexts.ts';
import { FleetStatusBadges } from './FleetStatusBadges.tsx';

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

const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** "Any" clears a filter; a Select needs a non-empty value for it. */
export const ANY_CLIENT = 'any';

export interface FleetFilterFields {
  clientId?: string | undefined;
  outOfDateOnly?: boolean | undefined;
}

export interface FleetViewProps {
  fields: FleetFilterFields;
  onFieldsChange: (fields: FleetFilterFields) => void;
  /** Admins filter by client; null for a client user (they see only their own). */
  clientOptions: SelectOption[] | null;
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
  onCommand: (kind: CommandKind) => void;
  now?: RelativeTimeValue | undefined;
  renderLink?: RenderLink;
}

const columns = [
  { label: 'Choose', labelHidden: true },
  { label: 'Display' },
  { label: 'Venue' },
  { label: 'Shows' },
  { label: 'Status' },
  { label: 'Last seen' },
];

/**
 * /fleet (issue 22): every display the person may see, what it shows, whether that is what the
 * schedule says (out of date, with why), when it was last seen; choose rows and send a command.
 */
export function FleetView(props: FleetViewProps) {
  const { fields, status, displays, total, selectedIds } = props;
  const selected = new Set(selectedIds);
  const shownIds = displays.map((display) => display.id);
  const allShownChosen = shownIds.length > 0 && shownIds.every((id) => selected.has(id));
  const toggle = (id: string, on: boolean) =>
    props.onSelectedIdsChange(on ? [...selectedIds, id] : selectedIds.filter((chosen) => chosen !== id));
  const filtered = fields.clientId !== undefined || fields.outOfDateOnly === true;
  return (
    <PageStack>
      <PageHeader title="Fleet" description="What every screen shows now, and whether it is what the schedule says." />
      <Card>
        <CardHeader title="Filters" />
        <CardContent>
          <Filters>
            {props.clientOptions ? (
              <Select
                label="Client"
                options={[{ value: ANY_CLIENT, label: 'Any' }, ...props.clientOptions]}
                value={fields.clientId ?? ANY_CLIENT}
                onValueChange={(value) => props.onFieldsChange({ ...fields, clientId: value === ANY_CLIENT ? undefined : value })}
              />
            ) : null}
            <Checkbox
              label="Out of date only"
              checked={fields.outOfDateOnly === true}
              onChange={(event) => props.onFieldsChange({ ...fields, outOfDateOnly: event.target.checked || undefined })}
            />
          </Filters>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title="Displays" description={status === 'ready' ? `${total.toLocaleString('en')} displays` : undefined} />
        <CardContent>
          {status === 'ready' && displays.length > 0 ? (
            <CommandBar role="group" aria-label="Commands for the chosen displays">
              <Checkbox
                label={allShownChosen ? 'Unselect all' : 'Select all shown'}
                checked={allShownChosen}
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
                  onClick={() => props.onCommand(kind)}
                >
                  {commandLabels[kind]}
                </Button>
              ))}
            </CommandBar>
          ) : null}
          <ListTable
            status={status}
            isEmpty={displays.length === 0}
            label="Displays"
            columns={columns}
            loadingLabel="Loading displays"
            empty={
              filtered ? (
                <EmptyState title="No displays match" description="No display matches these filters. Clear them to see the whole fleet." />
              ) : (
                <EmptyState title="No displays yet" description="Link a graphics controller on a venue's page; its screens appear here." />
              )
            }
          >
            {displays.map((display) => (
              <TableRow key={display.id} data-selected={selected.has(display.id) || undefined}>
                <TableCell>
                  <Checkbox
                    label={<VisuallyHidden>{`Choose ${display.label} at ${display.venueName}`}</VisuallyHidden>}
                    checked={selected.has(display.id)}
                    onChange={(event) => toggle(display.id, event.target.checked)}
                  />
                </TableCell>
                <TableCell label="Display">
                  <TableRowLink href={`/fleet/${display.id}`} {...(props.renderLink ? { renderLink: props.renderLink } : {})}>
                    {display.label}
                  </TableRowLink>
                </TableCell>
                <TableCell label="Venue">
                  {display.venueName}
                  <br />
                  <Muted>{display.clientName}</Muted>
                </TableCell>
                <TableCell label="Shows">{shownLabel(display)}</TableCell>
                <TableCell label="Status">
                  <FleetStatusBadges display={display} />
                </TableCell>
                <TableCell label="Last seen" muted>
                  <RelativeTime value={display.lastSeenUtc ?? 0} neverLabel="Never" {...(props.now === undefined ? {} : { now: props.now })} />
                </TableCell>
              </TableRow>
            ))}
          </ListTable>
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
