import type { WebhookEndpoint } from '../../../contract/webhooks.ts';
import {
  Badge,
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
import { ListTable } from '../../shared/lists/ListTable.tsx';
import { EndpointActions, EndpointDescription, EndpointUrl } from './webhooks.styles.ts';
import { webhookEventLabels } from './webhooksTexts.ts';

export interface WebhookEndpointsCardProps {
  status: 'loading' | 'error' | 'ready';
  endpoints: WebhookEndpoint[];
  /** The endpoint whose delivery log shows under the list, if any. */
  selectedId: string | null;
  /** The endpoint being turned on or off (its switch waits). */
  togglingId: string | null;
  /** "Now" for Failing since (stories freeze it). */
  now?: RelativeTimeValue | undefined;
  onCreate: () => void;
  onShowDeliveries: (endpoint: WebhookEndpoint) => void;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onToggle: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
}

function EndpointState({ endpoint, now }: { endpoint: WebhookEndpoint; now: RelativeTimeValue | undefined }) {
  if (!endpoint.enabled) return <Badge variant="secondary">Off</Badge>;
  if (endpoint.failingSinceUtc === null) return <Badge variant="success">On</Badge>;
  return (
    <>
      <Badge variant="warning">Failing</Badge>{' '}
      <EndpointDescription>
        since <RelativeTime value={endpoint.failingSinceUtc} now={now} />
      </EndpointDescription>
    </>
  );
}

interface EndpointRowProps {
  endpoint: WebhookEndpoint;
  selected: boolean;
  toggling: boolean;
  now: RelativeTimeValue | undefined;
  onShowDeliveries: () => void;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

function EndpointRow({ endpoint, selected, toggling, now, onShowDeliveries, onEdit, onToggle, onDelete }: EndpointRowProps) {
  const name = endpoint.description || endpoint.url;
  return (
    <TableRow data-webhook-endpoint={endpoint.id} data-selected={selected || undefined}>
      <TableCell label="Endpoint">
        <EndpointUrl>{endpoint.url}</EndpointUrl>
        {endpoint.description ? <EndpointDescription>{endpoint.description}</EndpointDescription> : null}
      </TableCell>
      <TableCell muted label="Events">
        {endpoint.events.map((type) => webhookEventLabels[type]).join(', ')}
      </TableCell>
      <TableCell label="State">
        <EndpointState endpoint={endpoint} now={now} />
      </TableCell>
      <TableCell align="right">
        <EndpointActions>
          <Button variant="ghost" size="sm" onClick={onShowDeliveries} aria-pressed={selected} aria-label={`Deliveries of ${name}`}>
            Deliveries
          </Button>
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
            Edit
          </Button>
          <Button variant="ghost" size="sm" onClick={onToggle} loading={toggling} aria-label={`${endpoint.enabled ? 'Turn off' : 'Turn on'} ${name}`}>
            {endpoint.enabled ? 'Turn off' : 'Turn on'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${name}`}>
            Delete
          </Button>
        </EndpointActions>
      </TableCell>
    </TableRow>
  );
}

/** docs/integrations.md: the webhook endpoints, each with its events and whether deliveries reach it. */
export function WebhookEndpointsCard({ status, endpoints, selectedId, togglingId, now, onCreate, onShowDeliveries, onEdit, onToggle, onDelete }: WebhookEndpointsCardProps) {
  return (
    <Card data-webhooks-card="endpoints">
      <CardHeader
        title="Endpoints"
        description="Addresses that receive signed events (Standard Webhooks), tried again for about a day when they fail."
        actions={
          <Button size="sm" variant="outline" onClick={onCreate}>
            Add endpoint
          </Button>
        }
      />
      <CardContent>
        <ListTable
          status={status}
          isEmpty={endpoints.length === 0}
          empty={<EmptyState size="sm" title="No webhook endpoints" description="Add one to have venue and display events sent to your system" icon={<Icon name="layers" />} />}
          label="Webhook endpoints"
          columns={[{ label: 'Endpoint' }, { label: 'Events' }, { label: 'State' }, { label: 'Actions', align: 'right', labelHidden: true }]}
          loadingRows={2}
          loadingLabel="Loading webhook endpoints"
        >
          {endpoints.map((endpoint) => (
            <EndpointRow
              key={endpoint.id}
              endpoint={endpoint}
              selected={endpoint.id === selectedId}
              toggling={endpoint.id === togglingId}
              now={now}
              onShowDeliveries={() => onShowDeliveries(endpoint)}
              onEdit={() => onEdit(endpoint)}
              onToggle={() => onToggle(endpoint)}
              onDelete={() => onDelete(endpoint)}
            />
          ))}
        </ListTable>
      </CardContent>
    </Card>
  );
}
