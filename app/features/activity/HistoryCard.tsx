import type { ActivityRecord } from '../../../contract/activity.ts';
import { Button, Card, CardContent, CardHeader, RenderedLink, defaultRenderLink, type RelativeTimeValue, type RenderLink } from '../../../ui-kit/index.ts';
import { ActivityList } from '../../shared/activity/ActivityList.tsx';

export interface HistoryCardProps {
  status: 'loading' | 'error' | 'ready';
  /** The latest records about this page's record, newest first. */
  records: ActivityRecord[];
  /** /activity filtered to the same record. */
  allHref: string;
  now?: RelativeTimeValue | undefined;
  openIds?: string[];
  renderLink?: RenderLink;
}

/** "History" on a venue, client, asset or display page: its last changes, each opening to before and after. */
export function HistoryCard({ status, records, allHref, now, openIds, renderLink = defaultRenderLink }: HistoryCardProps) {
  return (
    <Card data-history-card>
      <CardHeader
        title="History"
        description="Who changed what, and when"
        actions={
          <Button as={RenderedLink} renderLink={renderLink} href={allHref} variant="outline" size="sm">
            All activity
          </Button>
        }
      />
      <CardContent>
        <ActivityList status={status} records={records} now={now} {...(openIds ? { openIds } : {})} />
      </CardContent>
    </Card>
  );
}
