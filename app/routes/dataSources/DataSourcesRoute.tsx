import { useMutation, useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectIsAdmin } from '../../../machines/session.selectors.ts';
import { dataSourcesQuery, pushUrlOf, renewDataSourceToken } from '../../api/dataSources.ts';
import type { ShownToken } from '../../features/dataSources/DataSourceCard.tsx';
import { DataSourcesView } from '../../features/dataSources/DataSourcesView.tsx';
import { useCopyToClipboard } from '../../features/users/useCopyToClipboard.ts';
import { useSessionActor } from '../../session/SessionProvider.tsx';

/** /data-sources: admins see every source and renew push tokens; a client user reads its own client's. */
export function DataSourcesRoute() {
  const isAdmin = useSelector(useSessionActor(), selectIsAdmin);
  const query = useQuery(dataSourcesQuery());
  const [shownToken, setShownToken] = useState<ShownToken | null>(null);
  const renew = useMutation({
    mutationFn: (id: string) => renewDataSourceToken(id),
    onSuccess: ({ pushToken }, id) => setShownToken({ sourceId: id, token: pushToken, pushUrl: pushUrlOf(id) }),
  });
  const { onCopied, onCopyError } = useCopyToClipboard();
  const status = query.isPending ? 'loading' : query.isError ? 'error' : 'ready';
  return (
    <DataSourcesView
      status={status}
      error={query.error}
      sources={query.data?.items ?? []}
      isAdmin={isAdmin}
      shownToken={shownToken}
      renewingId={renew.isPending ? (renew.variables ?? null) : null}
      onRenewToken={(source) => renew.mutate(source.id)}
      onCopied={onCopied}
      onCopyError={onCopyError}
    />
  );
}
