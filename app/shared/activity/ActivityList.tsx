import type { ActivityRecord } from '../../../contract/activity.ts';
import { EmptyState, Icon, Spinner, type RelativeTimeValue } from '../../../ui-kit/index.ts';
import { ListError } from '../lists/lists.styles.ts';
import { ActivityEntry } from './ActivityEntry.tsx';

export interface ActivityListProps {
  status: 'loading' | 'error' | 'ready';
  records: ActivityRecord[];
  now?: RelativeTimeValue | undefined;
  /** Records opened at first (stories). */
  openIds?: string[];
}

/** Audit records newest first, each opening to its changes; loading, Error and empty states. */
export function ActivityList({ status, records, now, openIds = [] }: ActivityListProps) {
  if (status === 'loading') return <Spinner label="Loading activity" />;
  if (status === 'error') return <ListError>Error</ListError>;
  if (records.length === 0) {
    return <EmptyState size="sm" title="No activity found" description="Changes appear here as they are made" icon={<Icon name="info" />} />;
  }
  return (
    <div role="list" aria-label="Activity">
      {records.map((record) => (
        <div role="listitem" key={record.id}>
          <ActivityEntry record={record} now={now} defaultOpen={openIds.includes(record.id)} />
        </div>
      ))}
    </div>
  );
}
