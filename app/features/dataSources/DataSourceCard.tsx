import type { DataFieldValue, DataSource } from '../../../contract/dataSources.ts';
import { Alert, Badge, Button, Card, CardContent, CardHeader, CopyField, RelativeTime, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, type RelativeTimeValue } from '../../../ui-kit/index.ts';
import { formatDataValue } from '../../../contract/liveValues.ts';
import { curlExample } from './pushExample.ts';
import { Actions } from './dataSources.styles.ts';

export interface ShownToken {
  sourceId: string;
  token: string;
  pushUrl: string;
}

export interface DataSourceCardProps {
  source: DataSource;
  /** Holds data.edit (docs/permissions.md): Add, Edit, Delete and token renewal show. */
  canEdit: boolean;
  /** The token just renewed for this source (shown once). */
  shownToken: ShownToken | null;
  renewing: boolean;
  /** "Now" for the ages (stories freeze it). */
  now?: RelativeTimeValue | undefined;
  onRenewToken: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onCopied?: () => void;
  onCopyError?: () => void;
}

function valueText(field: DataFieldValue): string {
  if (field.value === null) return '–';
  if (field.type === 'list' && Array.isArray(field.value)) return field.value.length === 1 ? '1 row' : `${field.value.length} rows`;
  // The portal's own locale; screens use their venue's.
  return formatDataValue(field.value, field.type === 'list' ? 'text' : field.type, 'en-AU', 'AUD');
}

function FieldRow({ field, now }: { field: DataFieldValue; now: RelativeTimeValue | undefined }) {
  return (
    <TableRow data-data-field={field.key}>
      <TableCell label="Field">{field.key}</TableCell>
      <TableCell label="Value">{valueText(field)}</TableCell>
      <TableCell muted label="Updated">
        {field.updatedUtc ? <RelativeTime value={field.updatedUtc} now={now} /> : 'Never'}
      </TableCell>
      <TableCell label="State">{field.stale ? <Badge variant="warning">Stale</Badge> : <Badge variant="success">Fresh</Badge>}</TableCell>
    </TableRow>
  );
}

/** One data source: each field's value, age and staleness; a pull's last error; push URL and token (for those who hold data.edit). */
export function DataSourceCard({ source, canEdit, shownToken, renewing, now, onRenewToken, onEdit, onDelete, onCopied, onCopyError }: DataSourceCardProps) {
  const description = source.kind === 'push' ? `Push · stale after ${source.staleAfterSeconds} s` : `Pull every ${source.intervalSeconds ?? 0} s from ${source.url ?? ''} · stale after ${source.staleAfterSeconds} s`;
  const copyHandlers = { ...(onCopied ? { onCopied } : {}), ...(onCopyError ? { onCopyError } : {}) };
  return (
    <Card data-data-source={source.id}>
      <CardHeader
        title={source.name}
        description={description}
        actions={
          canEdit ? (
            <Actions>
              {source.kind === 'push' ? (
                <Button size="sm" variant="outline" loading={renewing} onClick={onRenewToken} aria-label={`New push token for ${source.name}`}>
                  New push token
                </Button>
              ) : null}
              <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${source.name}`}>
                Edit
              </Button>
              <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${source.name}`}>
                Delete
              </Button>
            </Actions>
          ) : undefined
        }
      />
      <CardContent>
        {source.lastError ? (
          <Alert variant="destructive" title="The last fetch failed">
            {source.lastError}
          </Alert>
        ) : null}
        {shownToken ? (
          <Alert variant="default" title="Copy the push token now: it is shown only once" role="status">
            <CopyField label="Push URL" value={shownToken.pushUrl} {...copyHandlers} />
            <CopyField label="Push token" value={shownToken.token} {...copyHandlers} />
            <CopyField label="Example (curl)" value={curlExample(source, shownToken.pushUrl, shownToken.token)} {...copyHandlers} />
          </Alert>
        ) : null}
        <Table aria-label={`Fields of ${source.name}`}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Field</TableHeaderCell>
              <TableHeaderCell>Value</TableHeaderCell>
              <TableHeaderCell>Updated</TableHeaderCell>
              <TableHeaderCell>State</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {source.values.map((field) => (
              <FieldRow key={field.key} field={field} now={now} />
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
