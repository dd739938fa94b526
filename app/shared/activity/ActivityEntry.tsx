import { useState } from 'react';
import styled from 'styled-components';
import type { ActivityRecord } from '../../../contract/activity.ts';
import { RelativeTime, vars, type RelativeTimeValue } from '../../../ui-kit/index.ts';
import { answerText, describeRecord, fieldLabel, shownChanges, valueText } from './activityTexts.ts';

const Entry = styled.details`
  border-bottom: 1px solid ${vars.color.border};
  &:last-child {
    border-bottom: none;
  }
`;

const Summary = styled.summary`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[4]} ${vars.space[12]};
  padding: ${vars.space[12]} 0;
  cursor: pointer;
  font-size: ${vars.fontSize.md};
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

const What = styled.span`
  font-weight: ${vars.fontWeight.medium};
  flex: 1 1 16rem;
`;

const Meta = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const Changes = styled.table`
  width: 100%;
  margin: 0 0 ${vars.space[12]};
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${vars.fontSize.sm};
  th,
  td {
    padding: ${vars.space[4]} ${vars.space[8]};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
    border-top: 1px solid ${vars.color.border};
  }
  th {
    color: ${vars.color.textMuted};
    font-weight: ${vars.fontWeight.medium};
  }
`;

export interface ActivityEntryProps {
  record: ActivityRecord;
  /** "Now" for the relative time; stories fix it. */
  now?: RelativeTimeValue | undefined;
  /** Opened at first (stories). */
  defaultOpen?: boolean;
}

/** One audit record: what happened, who and when; opened, its changed fields before and after side by side. */
export function ActivityEntry({ record, now, defaultOpen = false }: ActivityEntryProps) {
  const changes = shownChanges(record);
  // The changes are drawn only while open: a long list stays light, and closed ones are not in the page.
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Entry open={open} onToggle={(event) => setOpen(event.currentTarget.open)} data-activity-record={record.id}>
      <Summary>
        <What>{describeRecord(record)}</What>
        {record.answer ? <Meta data-answer>{answerText(record.answer)}</Meta> : null}
        <Meta>
          <RelativeTime value={record.occurredUtc} now={now} />
          {record.address ? ` · ${record.address}` : ''}
        </Meta>
      </Summary>
      {!open ? null : changes.length === 0 ? (
        <Meta as="p">No fields changed.</Meta>
      ) : (
        <Changes aria-label="Changes">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {changes.map(([field, change]) => (
              <tr key={field} data-field={field}>
                <th scope="row">{fieldLabel(field)}</th>
                <td data-before>{valueText(change.before, field, record)}</td>
                <td data-after>{valueText(change.after, field, record)}</td>
              </tr>
            ))}
          </tbody>
        </Changes>
      )}
    </Entry>
  );
}
