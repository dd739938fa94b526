import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CreatedDataSource, DataSource } from '../../../contract/dataSources.ts';
import { clientOptionsQuery } from '../../api/clients.ts';
import { createDataSource, dataSourceKeys, dataSourcesQuery, deleteDataSource, pushUrlOf, renewDataSourceToken, updateDataSource } from '../../api/dataSources.ts';
import { useMutationDialog } from '../../shared/mutations/useMutationDialog.ts';
import type { CopyHandlers } from '../../shared/dialogs/dialogState.ts';
import type { ShownToken } from './DataSourceCard.tsx';
import { dataSourceFormOf, dataSourceRequestOf, emptyDataSourceForm, type DataSourceFormValues } from './dataSourceForm.ts';
import { createDataSourceTexts, deleteDataSourceTexts, editDataSourceTexts } from './dataSourcesTexts.ts';
import type { DataSourcesViewProps } from './DataSourcesView.tsx';
import { curlExample } from './pushExample.ts';
import { queryStatus } from '../../api/queryStatus.ts';

/**
 * /data-sources wired to the API: add, edit and delete run the mutation-dialog machine (a new push
 * token lives only in its result, cleared when the dialog closes); a renewed token is shown on its
 * card until the page is left.
 */
export function useDataSourcesPage(canEdit: boolean, copyHandlers: CopyHandlers): DataSourcesViewProps {
  const query = useQuery(dataSourcesQuery());
  // Only those who may edit choose a client (nobody else can open the form).
  const clients = useQuery({ ...clientOptionsQuery(), enabled: canEdit });
  const [target, setTarget] = useState<DataSource | null>(null);
  const [mode, setMode] = useState<'create' | 'edit'>('create');
  const [shownToken, setShownToken] = useState<ShownToken | null>(null);

  const create = useMutationDialog(createDataSourceTexts, (values: DataSourceFormValues) => createDataSource(dataSourceRequestOf(values)), dataSourceKeys.all);
  // A pull source edited into a push source gets its first token in the answer: shown on its card
  // (the edit dialog closes), as a renewed one is, or it would never be seen.
  const edit = useMutationDialog(
    editDataSourceTexts,
    async (values: DataSourceFormValues) => {
      const saved = await updateDataSource(target?.id ?? '', dataSourceRequestOf(values));
      if (saved.pushToken) setShownToken({ sourceId: saved.id, token: saved.pushToken, pushUrl: pushUrlOf(saved.id) });
      return saved;
    },
    dataSourceKeys.all,
  );
  const remove = useMutationDialog(deleteDataSourceTexts, (id: string) => deleteDataSource(id), dataSourceKeys.all);
  const renew = useMutation({
    mutationFn: (id: string) => renewDataSourceToken(id),
    onSuccess: ({ pushToken }, id) => setShownToken({ sourceId: id, token: pushToken, pushUrl: pushUrlOf(id) }),
  });
  const dialog = mode === 'create' ? create : edit;
  const created = create.view.result as CreatedDataSource | null;
  const issued =
    mode === 'create' && created?.pushToken
      ? { pushUrl: pushUrlOf(created.id), token: created.pushToken, curl: curlExample(created, pushUrlOf(created.id), created.pushToken) }
      : null;

  return {
    status: queryStatus(query),
    error: query.error,
    sources: query.data?.items ?? [],
    canEdit,
    shownToken,
    renewingId: renew.isPending ? (renew.variables ?? null) : null,
    onCreate: () => {
      setMode('create');
      create.open();
    },
    onEdit: (source) => {
      setTarget(source);
      setMode('edit');
      edit.open();
    },
    onDelete: (source) => {
      setTarget(source);
      remove.open();
    },
    onRenewToken: (source) => renew.mutate(source.id),
    onCopied: copyHandlers.onCopied,
    onCopyError: copyHandlers.onCopyError,
    sourceDialog: {
      mode,
      dialog: dialog.view,
      initial: mode === 'edit' && target ? dataSourceFormOf(target) : emptyDataSourceForm,
      clients: (clients.data?.items ?? []).map((client) => ({ id: client.id, name: client.name })),
      issued,
      copyHandlers,
      onSubmit: dialog.submit,
      onClose: dialog.close,
    },
    deleteDialog: {
      dialog: remove.view,
      sourceName: target?.name ?? null,
      onConfirm: () => {
        if (target) remove.submit(target.id);
      },
      onClose: remove.close,
    },
  };
}
