import { useSelector } from '@xstate/react';
import { selectIsAdmin } from '../../../machines/session.selectors.ts';
import { useDataSourcesPage } from '../../features/dataSources/useDataSourcesPage.ts';
import { DataSourcesView } from '../../features/dataSources/DataSourcesView.tsx';
import { useCopyToClipboard } from '../../features/users/useCopyToClipboard.ts';
import { useSessionActor } from '../../session/SessionProvider.tsx';

/** /data-sources: admins add, edit and delete sources and renew push tokens; a client user reads its own client's. */
export function DataSourcesRoute() {
  const isAdmin = useSelector(useSessionActor(), selectIsAdmin);
  const { onCopied, onCopyError } = useCopyToClipboard();
  return <DataSourcesView {...useDataSourcesPage(isAdmin, { onCopied, onCopyError })} />;
}
