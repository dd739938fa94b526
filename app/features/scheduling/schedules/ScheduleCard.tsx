import { Link } from 'react-router';
import styled from 'styled-components';
import type { ScheduleEntry } from '../../../../contract/schedules.ts';
import { Badge, Button, Card, CardContent, CardHeader, EmptyState, Icon, media, Spinner, vars } from '../../../../ui-kit/index.ts';
import { ListError } from '../../../shared/lists/lists.styles.ts';
import { datesText, daysText, hoursText, skippedText } from './entryTexts.ts';

/** One entry as the card lists it. */
export interface ScheduleRow {
  entry: ScheduleEntry;
  /** "Layout: Happy hour" or "Playlist: Evening sport"; "Layout" alone when its name is not readable. */
  contentText: string;
  /** Where an entry not set here comes from ("From the venue"), or null for this page's own. */
  origin: string | null;
  /** The page where an entry set below this one (on a display or venue) can be edited. */
  originHref?: string | undefined;
}

export interface ScheduleCardProps {
  status: 'loading' | 'error' | 'ready';
  rows: ScheduleRow[];
  /** What the entries set here reach: "this display", "every display of this venue", … */
  reach: string;
  /** What plays when no entry runs, said in the empty state. */
  fallback: string;
  /** Admins add, edit and delete the page's own entries; without these the card only reads. */
  onAdd?: (() => void) | undefined;
  onEdit?: ((entry: ScheduleEntry) => void) | undefined;
  onDelete?: ((entry: ScheduleEntry) => void) | undefined;
}

const List = styled.ul`
  display: grid;
  gap: ${vars.space[12]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space[8]} ${vars.space[16]};
  padding: ${vars.space[12]} 0;
  border-top: 1px solid ${vars.color.border};

  &:first-child {
    border-top: 0;
    padding-top: 0;
  }

  &[data-inherited='true'] {
    color: ${vars.color.textMuted};
  }

  ${media.belowMd} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[8]};

  h3 {
    margin: 0;
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.text};
    overflow-wrap: anywhere;
  }
`;

const Details = styled.p`
  margin: ${vars.space[4]} 0 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

const Warning = styled.p`
  display: flex;
  gap: ${vars.space[4]};
  align-items: flex-start;
  margin: ${vars.space[8]} 0 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.warningText};
`;

const Actions = styled.div`
  display: flex;
  gap: ${vars.space[8]};
  align-items: flex-start;
`;

/** Where an entry set on a display or venue below this page can be edited; wraps on a phone. */
const OriginLink = styled(Link)`
  color: ${vars.color.accentText};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[16]};
`;

function EntryItem({ row, onEdit, onDelete }: { row: ScheduleRow; onEdit: ScheduleCardProps['onEdit']; onDelete: ScheduleCardProps['onDelete'] }) {
  const { entry, origin } = row;
  const when = [daysText(entry.days), hoursText(entry), datesText(entry)].filter(Boolean).join(' · ');
  const editable = origin === null && onEdit !== undefined && onDelete !== undefined;
  return (
    <Item data-inherited={origin !== null} aria-label={entry.name}>
      <div>
        <Heading>
          <h3>{entry.name}</h3>
          {origin && row.originHref ? (
            <OriginLink to={row.originHref}>{origin}</OriginLink>
          ) : origin ? (
            <Badge variant="secondary">{origin}</Badge>
          ) : null}
          {entry.priority !== 0 ? <Badge variant="default">Priority {entry.priority}</Badge> : null}
        </Heading>
        <Details>{row.contentText}</Details>
        <Details>{when}</Details>
        {entry.warning ? (
          <Warning role="note">
            <Icon name="alert-triangle" aria-hidden />
            {entry.warning}
          </Warning>
        ) : null}
        {entry.skipped ? (
          <Warning role="note" aria-label="Skipped by the compliance rules">
            <Icon name="alert-triangle" aria-hidden />
            {skippedText(entry.skipped)}
          </Warning>
        ) : null}
      </div>
      {editable ? (
        <Actions>
          <Button variant="outline" size="sm" onClick={() => onEdit(entry)} aria-label={`Edit ${entry.name}`}>
            Edit
          </Button>
          <Button variant="outline" size="sm" onClick={() => onDelete(entry)} aria-label={`Delete ${entry.name}`}>
            Delete
          </Button>
        </Actions>
      ) : null}
    </Item>
  );
}

/**
 * The Schedule card of a display, venue or client page: the entries set here and those
 * inherited from above (read-only, with where they come from), each with why it can never run when
 * the server says so. Admins add, edit and delete; client users read.
 */
export function ScheduleCard({ status, rows, reach, fallback, onAdd, onEdit, onDelete }: ScheduleCardProps) {
  return (
    <Card aria-labelledby="schedule-card-title">
      <CardHeader
        title={<span id="schedule-card-title">Schedule</span>}
        description={`What plays on ${reach}, by day and hour.`}
        actions={
          onAdd ? (
            <Button size="sm" onClick={onAdd} disabled={status !== 'ready'}>
              Add entry
            </Button>
          ) : null
        }
      />
      <CardContent>
        {status === 'loading' ? (
          <Centered>
            <Spinner label="Loading schedule" />
          </Centered>
        ) : status === 'error' ? (
          <ListError>Error loading schedule</ListError>
        ) : rows.length === 0 ? (
          <EmptyState size="sm" icon={<Icon name="info" />} title="No schedule entries" description={fallback} />
        ) : (
          <List>
            {rows.map((row) => (
              <EntryItem key={row.entry.id} row={row} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
