import { useQuery } from '@tanstack/react-query';
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
import { useRecordDialog } from '../../shared/mutations/useRecordDialog.ts';
import { createApiKeyTexts, deleteApiKeyTexts, refreshSecretTexts } from './usersTexts.ts';
import { queryStatus } from '../../api/queryStatus.ts';

/**
 * The External API Keys card wired to the API. The secret lives only in the dialog machine's
 * result, which it clears when the dialog closes (docs/product.md#states): nothing here keeps a copy.
 */
export function useApiKeysCard(enabled: boolean): ApiKeysCardProps {
  const query = useQuery({ ...externalApiIdentitiesQuery(), enabled });
  const { onCopied, onCopyError } = useCopyToClipboard();

  const create = useMutationDialog(createApiKeyTexts, createExternalApiIdentity, externalApiKeys.all);
  const refresh = useRecordDialog(refreshSecretTexts, (key: ExternalApiIdentity) => refreshExternalApiSecret(key.id), externalApiKeys.all);
  const remove = useRecordDialog(deleteApiKeyTexts, (key: ExternalApiIdentity) => deleteExternalApiIdentity(key.id), externalApiKeys.all);

  const created = create.view.result as CreateExternalApiResponse | null;
  const refreshed = refresh.view.result as RefreshExternalApiSecretResponse | null;

  return {
    status: queryStatus(query),
    keys: query.data ?? [],
    copyHandlers: { onCopied, onCopyError },
    create: { ...create, secret: created ? { accessKey: created.accessKey, accessSecret: created.accessSecret } : null },
    refresh: { ...refresh, secret: refreshed?.accessSecret ?? null },
    remove,
  };
}
