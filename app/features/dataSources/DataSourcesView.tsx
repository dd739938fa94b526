import type { DataSource } from '../../../contract/dataSources.ts';
import { EmptyState, ErrorView, Icon, PageHeader, Spinner, type RelativeTimeValue } from '../../../ui-kit/index.ts';
import { PageStack } from '../lists/lists.styles.ts';
import { DataSourceCard, type ShownToken } from './DataSourceCard.tsx';

export interface DataSourcesViewProps {
  status: 'loading' | 'error' | 'ready';
  error?: unknown;
  sources: DataSource[];
  isAdmin: boolean;
  shownToken: ShownToken | null;
  renewingId: string | null;
  now?: RelativeTimeValue | undefined;
  onRenewToken: (source: DataSource) => void;
  onCopied?: () => void;
  onCopyError?: () => void;
}

/** /data-sources: the live values layouts show, each field's age and staleness (docs/live-data.md). */
export function DataSourcesView({ status, error, sources, isAdmin, shownToken, renewingId, now, onRenewToken, onCopied, onCopyError }: DataSourcesViewProps) {
  return (
    <PageStack>
      <PageHeader title="Data sources" description="Live values for your screens: a value older than its limit is never shown, the fallback text is." />
      {status === 'loading' ? <Spinner label="Loading data sources" /> : null}
      {status === 'error' ? <ErrorView error={error} title="Could not load the data sources" /> : null}
      {status === 'ready' && sources.length === 0 ? (
        <EmptyState title="No data sources" description="A data source brings jackpots, draws or fixtures to your screens as they change" icon={<Icon name="layers" />} />
      ) : null}
      {status === 'ready'
        ? sources.map((source) => (
            <DataSourceCard
              key={source.id}
              source={source}
              isAdmin={isAdmin}
              shownToken={shownToken?.sourceId === source.id ? shownToken : null}
              renewing={renewingId === source.id}
              now={now}
              onRenewToken={() => onRenewToken(source)}
              {...(onCopied ? { onCopied } : {})}
              {...(onCopyError ? { onCopyError } : {})}
            />
          ))
        : null}
    </PageStack>
  );
}
