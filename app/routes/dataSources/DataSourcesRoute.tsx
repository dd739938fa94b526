import { useDataSourcesPage } from '../../features/dataSources/useDataSourcesPage.ts';
import { DataSourcesView } from '../../features/dataSources/DataSourcesView.tsx';
import { useCopyToClipboard } from '../../shared/dialogs/useCopyToClipboard.ts';
import { usePermission } from '../../session/usePermission.ts';

/**
 * /data-sources: those who hold data.edit (the permission of the routes that change a source,
 * docs/permissions.md) add, edit and delete sources and renew push tokens; every other reader
 * (a designer, an approver, a client user's own client's) only reads.
 */
export function DataSourcesRoute() {
  const canEdit = usePermission('data.edit');
  const { onCopied, onCopyError } = useCopyToClipboard();
  return <DataSourcesView {...useDataSourcesPage(canEdit, { onCopied, onCopyError })} />;
}
