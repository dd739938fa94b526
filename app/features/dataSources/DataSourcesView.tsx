import type { DataSource } from '../../../contract/dataSources.ts';
import { Button, ConfirmDialog, EmptyState, ErrorView, Icon, PageHeader, Spinner, type RelativeTimeValue } from '../../../ui-kit/index.ts';
import { PageStack } from '../../shared/lists/lists.styles.ts';
import type { DialogState } from '../../shared/dialogs/dialogState.ts';
import { DataSourceCard, type ShownToken } from './DataSourceCard.tsx';
import type { DataSourceDialogProps } from './DataSourceDialog.tsx';
import { onDemandDialog } from '../../shared/dialogs/onDemandDialog.tsx';

// Fetched when it first opens, with its form (shared/dialogs/onDemandDialog.tsx).
const DataSourceDialog = onDemandDialog(() => import('./DataSourceDialog.tsx').then((module) => module.DataSourceDialog), (props) => props.dialog.open);

export interface DataSourceDeleteDialogProps {
  dialog: DialogState;
  /** The source it is about (kept while the dialog closes). */
  sourceName: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

export interface DataSourcesViewProps {
  status: 'loading' | 'error' | 'ready';
  error?: unknown;
  sources: DataSource[];
  /** Holds data.edit (docs/permissions.md): Add, Edit, Delete and token renewal show. */
  canEdit: boolean;
  shownToken: ShownToken | null;
  renewingId: string | null;
  now?: RelativeTimeValue | undefined;
  onCreate: () => void;
  onEdit: (source: DataSource) => void;
  onDelete: (source: DataSource) => void;
  onRenewToken: (source: DataSource) => void;
  onCopied?: () => void;
  onCopyError?: () => void;
  sourceDialog: DataSourceDialogProps;
  deleteDialog: DataSourceDeleteDialogProps;
}

/** /data-sources: the live values layouts show, each field's age and staleness (docs/live-data.md); those who hold data.edit add, edit and delete. */
export function DataSourcesView(props: DataSourcesViewProps) {
  const { status, error, sources, canEdit, shownToken, renewingId, now, onCreate, onEdit, onDelete, onRenewToken, onCopied, onCopyError, sourceDialog, deleteDialog } = props;
  const addButton = canEdit ? (
    <Button variant="primary" onClick={onCreate}>
      Add data source
    </Button>
  ) : undefined;
  return (
    <PageStack>
      <PageHeader title="Data sources" description="Live values for your screens: a value older than its limit is never shown, the fallback text is." actions={addButton} />
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
              canEdit={canEdit}
              shownToken={shownToken?.sourceId === source.id ? shownToken : null}
              renewing={renewingId === source.id}
              now={now}
              onRenewToken={() => onRenewToken(source)}
              onEdit={() => onEdit(source)}
              onDelete={() => onDelete(source)}
              {...(onCopied ? { onCopied } : {})}
              {...(onCopyError ? { onCopyError } : {})}
            />
          ))
        : null}
      <DataSourceDialog {...sourceDialog} />
      <ConfirmDialog
        open={deleteDialog.dialog.open}
        onOpenChange={(open) => (open || deleteDialog.dialog.submitting ? undefined : deleteDialog.onClose())}
        title="Delete data source"
        description={deleteDialog.sourceName ? `“${deleteDialog.sourceName}” and its values are deleted; its push token stops working. This cannot be undone.` : undefined}
        confirmLabel="Delete"
        variant="destructive"
        loading={deleteDialog.dialog.submitting}
        onConfirm={deleteDialog.onConfirm}
      />
    </PageStack>
  );
}
