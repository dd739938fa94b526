import { useState } from 'react';
import type { WebhookDelivery } from '../../../contract/webhooks.ts';
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
  type BadgeVariant,
  VisuallyHidden,
  type RelativeTimeValue,
} from '../../../ui-kit/index.ts';
import { ListTable } from '../../shared/lists/ListTable.tsx';
import { EndpointActions, EndpointDescription } from './webhooks.styles.ts';
import { triesLabel, WebhookDeliveryTries } from './WebhookDeliveryTries.tsx';

export interface WebhookDeliveriesCardProps {
  /** The endpoint's description or URL, in the title. */
  endpointName: string;
  status: 'loading' | 'error' | 'ready';
  deliveries: WebhookDelivery[];
  total: number;
  loadingMore: boolean;
  /** A test event is being queued. */
  sendingTest: boolean;
  /** The delivery being queued again, if any. */
  resendingId: string | null;
  now?: RelativeTimeValue | undefined;
  onShowMore: () => void;
  onSendTest: () => void;
  onResend: (delivery: WebhookDelivery) => void;
  onClose: () => void;
}

const stateBadges: Record<WebhookDelivery['state'], { variant: BadgeVariant; label: string }> = {
  pending: { variant: 'secondary', label: 'Trying' },
  succeeded: { variant: 'success', label: 'Delivered' },
  failed: { variant: 'destructive', label: 'Failed' },
};

const COLUMNS = [{ label: 'Time' }, { label: 'Event' }, { label: 'Status' }, { label: 'Duration' }, { label: 'Tries' }, { label: 'Actions', align: 'right' as const, labelHidden: true }];

/** A delivery's line, and under it, once its tries button is pressed, every try it has had. */
function DeliveryRow({ delivery, resending, now, onResend }: { delivery: WebhookDelivery; resending: boolean; now: RelativeTimeValue | undefined; onResend: () => void }) {
  const badge = stateBadges[delivery.state];
  const [showTries, setShowTries] = useState(false);
  const triesId = `webhook-tries-${delivery.id}`;
  return (
    <>
      <TableRow data-webhook-delivery={delivery.id} data-state={delivery.state}>
        <TableCell muted label="Time">
          <RelativeTime value={delivery.createdUtc} now={now} />
        </TableCell>
        <TableCell label="Event">
          <code>{delivery.event}</code>
        </TableCell>
        <TableCell label="Status">
          <Badge variant={badge.variant}>{delivery.statusCode === null ? badge.label : `${badge.label} · ${delivery.statusCode}`}</Badge>
          {delivery.lastError && delivery.state !== 'succeeded' ? <EndpointDescription>{delivery.lastError}</EndpointDescription> : null}
        </TableCell>
        <TableCell muted label="Duration">
          {delivery.durationMs === null ? '–' : `${delivery.durationMs} ms`}
        </TableCell>
        <TableCell muted label="Tries">
          {delivery.attempts.length === 0 ? (
            // Not tried yet: nothing to list.
            '–'
          ) : (
            <Button variant="ghost" size="sm" aria-expanded={showTries} aria-controls={showTries ? triesId : undefined} onClick={() => setShowTries((shown) => !shown)}>
              {triesLabel(delivery.attempt)}
              <VisuallyHidden> of {delivery.event}</VisuallyHidden>
              <Icon name={showTries ? 'chevron-down' : 'chevron-right'} />
            </Button>
          )}
        </TableCell>
        <TableCell align="right">
          <Button
            variant="ghost"
            size="sm"
            onClick={onResend}
            loading={resending}
            // Still being tried: the server refuses a second schedule for it.
            disabled={delivery.state === 'pending'}
            aria-label={`Send again ${delivery.event}`}
          >
            Send again
          </Button>
        </TableCell>
      </TableRow>
      {showTries ? (
        <TableRow data-webhook-tries={delivery.id} data-row-detail>
          <TableCell colSpan={COLUMNS.length}>
            <WebhookDeliveryTries id={triesId} delivery={delivery} now={now} />
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

/** An endpoint's delivery log, newest first, each delivery's tries under it on demand, with Send again and Send test event. */
export function WebhookDeliveriesCard(props: WebhookDeliveriesCardProps) {
  const { endpointName, status, deliveries, total, loadingMore, sendingTest, resendingId, now, onShowMore, onSendTest, onResend, onClose } = props;
  return (
    <Card data-webhooks-card="deliveries" aria-label={`Deliveries to ${endpointName}`}>
      <CardHeader
        title="Deliveries"
        description={endpointName}
        actions={
          <EndpointActions>
            <Button size="sm" variant="outline" onClick={onSendTest} loading={sendingTest}>
              Send test event
            </Button>
            <Button size="sm" variant="ghost" onClick={onClose}>
              Close
            </Button>
          </EndpointActions>
        }
      />
      <CardContent>
        <ListTable
          status={status}
          isEmpty={deliveries.length === 0}
          empty={<EmptyState size="sm" title="No deliveries yet" description="Send a test event to check that the endpoint answers" icon={<Icon name="info" />} />}
          label="Deliveries"
          columns={COLUMNS}
          loadingLabel="Loading deliveries"
          paging={{ shown: deliveries.length, total, loadingMore, onShowMore }}
        >
          {deliveries.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} resending={delivery.id === resendingId} now={now} onResend={() => onResend(delivery)} />
          ))}
        </ListTable>
      </CardContent>
    </Card>
  );
}
