import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CreateExternalApiResponse, ExternalApiIdentity, RefreshExternalApiSecretResponse } from '../../../contract/externalApi.ts';
import {
  createExternalApiIdentity,
  deleteExternalApiIdentity,
  externalApiIdentitiesQuery,
  externalApiKeys,
  refreshExternalApiSecret,
} from '../../api/externalApi.ts';
import type { ApiKeysCardProps } from './ApiKeysCard.tsx';
import { useCopyToClipboard } from '../../shared/dialogs/useCopyToClipboard.ts';
import { useMutationDialog } from '../../shared/mutations/useMutationDialog.ts';
import { createApiKeyTexts, deleteApiKeyTexts, refreshSecretTexts } from './usersTexts.ts';

/**
 * The External API Keys card wired to the API. The secret lives only in the dialog machine's
 * result, which it clears when the dialog closes (docs/product.md#states): nothing here keeps a copy.
 */
export function useApiKeysCard(enabled: boolean): ApiKeysCardProps {
  const query = useQuery({ ...externalApiIdentitiesQuery(), enabled });
  const { onCopied, onCopyError } = useCopyToClipboard();
  const [selected, setSelected] = useState<ExternalApiIdentity | null>(null);

  const create = useMutationDialog(createApiKeyTexts, createExternalApiIdentity, externalApiKeys.all);
  const refresh = useMutationDialog(refreshSecretTexts, (id: string) => refreshExternalApiSecret(id), externalApiKeys.all);
  const remove = useMutationDialog(deleteApiKeyTexts, (id: string) => deleteExternalApiIdentity(id), externalApiKeys.all);

  const created = create.view.result as CreateExternalApiResponse | null;
  const refreshed = refresh.view.result as RefreshExternalApiSecretResponse | null;
  const choose = (key: ExternalApiIdentity, open: () => void) => {
    setSelected(key);
    open();
  };

  return {
    status: query.isPending ? 'loading' : query.isError ? 'error' : 'ready',
    keys: query.data ?? [],
    copyHandlers: { onCopied, onCopyError },
    createDialog: create.view,
    createdSecret: created ? { accessKey: created.accessKey, accessSecret: created.accessSecret } : null,
    onCreateOpen: create.open,
    onCreateClose: create.close,
    onCreateSubmit: create.submit,
    selected,
    refreshDialog: refresh.view,
    refreshedSecret: refreshed?.accessSecret ?? null,
    onRefreshOpen: (key) => choose(key, refresh.open),
    onRefreshClose: refresh.close,
    onRefreshConfirm: () => {
      if (selected) refresh.submit(selected.id);
    },
    deleteDialog: remove.view,
    onDeleteOpen: (key) => choose(key, remove.open),
    onDeleteClose: remove.close,
    onDeleteConfirm: () => {
      if (selected) remove.submit(selected.id);
    },
  };
}
