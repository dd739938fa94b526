import type { ExternalApiIdentity } from '../../../contract/externalApi.ts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  EmptyState,
  Icon,
  RelativeTime,
  TableCell,
  TableRow,
  type RelativeTimeValue,
} from '../../../ui-kit/index.ts';
import { apiUrl } from '../../api/client.ts';
import { ListTable } from '../../shared/lists/ListTable.tsx';
import type { ShownSecret } from './ApiKeyDialogs.tsx';
import { onDemandDialog } from '../../shared/dialogs/onDemandDialog.tsx';
import type { ApiKeyFormValues } from './apiKeyForm.ts';
import type { CopyHandlers, CreateDialog, RecordDialog } from '../../shared/dialogs/dialogState.ts';
import { RecordConfirmDialog } from '../../shared/dialogs/RecordConfirmDialog.tsx';
import { KeyText, RowActions } from './usersTables.styles.ts';

// Fetched when it first opens, with its form (shared/dialogs/onDemandDialog.tsx).
const CreateApiKeyDialog = onDemandDialog(() => import('./ApiKeyDialogs.tsx').then((module) => module.CreateApiKeyDialog), (props) => props.dialog.open);
const RefreshSecretDialog = onDemandDialog(() => import('./ApiKeyDialogs.tsx').then((module) => module.RefreshSecretDialog), (props) => props.dialog.open);

export interface ApiKeysCardProps {
  /** Creates, refreshes and deletes keys (docs/permissions.md: people.edit); without it the list is read-only. */
  canManage?: boolean;
  status: 'loading' | 'error' | 'ready';
  keys: ExternalApiIdentity[];
  /** "Now" for the Last used column (stories freeze it). */
  now?: RelativeTimeValue | undefined;
  copyHandlers: CopyHandlers;
  /** secret: the new key's while the dialog shows it; null once it closes. */
  create: CreateDialog<ApiKeyFormValues> & { secret: ShownSecret | null };
  /** secret: the new one while the dialog shows it; null once it closes. */
  refresh: RecordDialog<ExternalApiIdentity> & { secret: string | null };
  remove: RecordDialog<ExternalApiIdentity>;
}

function ApiKeyRow({ apiKey, now, onRefresh, onDelete }: { apiKey: ExternalApiIdentity; now: RelativeTimeValue | undefined; onRefresh: (() => void) | null; onDelete: () => void }) {
  return (
    <TableRow data-api-key={apiKey.id}>
      <TableCell label="Name">{apiKey.name}</TableCell>
      <TableCell label="Access key">
        <KeyText>{apiKey.identifier}</KeyText>
      </TableCell>
      <TableCell muted label="Last used">
        <RelativeTime value={apiKey.lastLoginUtc ?? 0} now={now} />
      </TableCell>
      <TableCell align="right">
        {onRefresh ? (
          <RowActions>
            <Button variant="ghost" size="sm" onClick={onRefresh} aria-label={`Refresh secret of ${apiKey.name}`}>
              Refresh secret
            </Button>
            <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete API key ${apiKey.name}`}>
              Delete
            </Button>
          </RowActions>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

/** docs/product.md#screens /users: the External API Keys card with create (secret shown once), refresh secret and delete. */
export function ApiKeysCard({
  status,
  keys,
  canManage = true,
  now,
  copyHandlers,
  create,
  refresh,
  remove,
}: ApiKeysCardProps) {
  return (
    <Card data-users-card="api-keys">
      <CardHeader
        title="External API Keys"
        description={
          <>
            Access keys for other systems, with HTTP Basic authentication.{' '}
            <Button as="a" href={apiUrl('/api/docs')} target="_blank" rel="noreferrer" variant="link" data-api-docs-link>
              How to use the API
            </Button>
          </>
        }
        actions={
          canManage ? (
            <Button size="sm" variant="outline" onClick={create.open}>
              Create API key
            </Button>
          ) : null
        }
      />
      <CardContent>
        <ListTable
          status={status}
          isEmpty={keys.length === 0}
          empty={<EmptyState size="sm" title="No API keys" description="Create a key to let another system read the portal" icon={<Icon name="layers" />} />}
          label="External API Keys"
          columns={[{ label: 'Name' }, { label: 'Access key' }, { label: 'Last used' }, { label: 'Actions', align: 'right', labelHidden: true }]}
          loadingRows={2}
          loadingLabel="Loading API keys"
        >
          {keys.map((apiKey) => (
            <ApiKeyRow
              key={apiKey.id}
              apiKey={apiKey}
              now={now}
              onRefresh={canManage ? () => refresh.open(apiKey) : null}
              onDelete={() => remove.open(apiKey)}
            />
          ))}
        </ListTable>
      </CardContent>
      <CreateApiKeyDialog
        dialog={create.view}
        secret={create.secret}
        copyHandlers={copyHandlers}
        submitting={create.view.submitting}
        fieldErrors={create.view.fieldErrors}
        onSubmit={create.submit}
        onClose={create.close}
      />
      <RefreshSecretDialog
        dialog={refresh.view}
        keyName={refresh.record?.name ?? null}
        accessKey={refresh.record?.identifier ?? null}
        accessSecret={refresh.secret}
        copyHandlers={copyHandlers}
        onConfirm={() => refresh.submit()}
        onClose={refresh.close}
      />
      <RecordConfirmDialog
        dialog={remove}
        title="Delete external API key"
        describe={(apiKey) => `Systems using “${apiKey.name}” can no longer sign in. This cannot be undone.`}
      />
    </Card>
  );
}
