import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CreatedWebhookEndpoint, WebhookDelivery, WebhookEndpoint } from '../../../contract/webhooks.ts';
import { usePagedList } from '../../api/paging.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  fetchWebhookDeliveries,
  resendWebhookDelivery,
  sendWebhookTest,
  updateWebhookEndpoint,
  webhookDeliveryPages,
  webhookEndpointsQuery,
  webhookKeys,
} from '../../api/webhooks.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';
import { useErrorToast } from '../../toasts/useErrorToast.ts';
import { useMutationDialog } from '../../shared/mutations/useMutationDialog.ts';
import { sendTestEvent } from './testEventOutcome.ts';
import type { CopyHandlers } from '../../shared/dialogs/dialogState.ts';
import { emptyWebhookForm, orderedEvents, webhookFormOf, type WebhookFormValues } from './webhookForm.ts';
import type { WebhooksViewProps } from './WebhooksView.tsx';
import {
  createWebhookTexts,
  deleteWebhookTexts,
  editWebhookTexts,
  WEBHOOK_RESEND_ERROR,
  WEBHOOK_RESENT,
  WEBHOOK_TEST_ERROR,
  WEBHOOK_TEST_QUEUED,
  WEBHOOK_TEST_SENT,
  WEBHOOK_TOGGLE_ERROR,
  WEBHOOKS_LOAD_ERROR,
} from './webhooksTexts.ts';
import { queryStatus } from '../../api/queryStatus.ts';

/** While a delivery is still being tried, the log is read again this often so its answer appears. */
const PENDING_REFRESH_MS = 2_000;

const nameOf = (endpoint: WebhookEndpoint) => endpoint.description || endpoint.url;
const requestOf = (values: WebhookFormValues) => ({ ...values, events: orderedEvents(values.events) });

/**
 * /webhooks wired to the API: the add, edit and delete dialogs run the mutation-dialog machine
 * (the secret lives only in its result, cleared when the dialog closes); on/off, test and resend
 * are one-click mutations with toasts. The chosen endpoint's log polls while a delivery is pending.
 */
export function useWebhooksPage(selectedId: string | null, onSelect: (id: string | null) => void, copyHandlers: CopyHandlers): WebhooksViewProps {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const endpointsQuery = useQuery(webhookEndpointsQuery());
  const endpoints = endpointsQuery.data ?? [];
  const selected = endpoints.find((endpoint) => endpoint.id === selectedId) ?? null;
  const [target, setTarget] = useState<WebhookEndpoint | null>(null);
  const [mode, setMode] = useState<'create' | 'edit'>('create');

  const create = useMutationDialog(createWebhookTexts, (values: WebhookFormValues) => createWebhookEndpoint(requestOf(values)), webhookKeys.all);
  const edit = useMutationDialog(editWebhookTexts, (values: WebhookFormValues) => updateWebhookEndpoint(target?.id ?? '', requestOf(values)), webhookKeys.all);
  const remove = useMutationDialog(
    deleteWebhookTexts,
    async (id: string) => {
      await deleteWebhookEndpoint(id);
      if (id === selectedId) onSelect(null);
    },
    webhookKeys.all,
  );
  const dialog = mode === 'create' ? create : edit;
  const created = create.view.result as CreatedWebhookEndpoint | null;

  const toggle = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => updateWebhookEndpoint(endpoint.id, { ...webhookFormOf(endpoint), enabled: !endpoint.enabled }),
    onError: () => showToast({ title: WEBHOOK_TOGGLE_ERROR, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });

  const log = usePagedList(webhookDeliveryPages(selectedId ?? ''), {
    enabled: selected !== null,
  });
  useErrorToast(log.error, WEBHOOKS_LOAD_ERROR);
  const anyPending = log.items.some((delivery) => delivery.state === 'pending');
  const refreshLog = () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(selectedId ?? ''), exact: true });
  // Read again only while something is in flight (and the list, whose "failing since" it may change).
  useEffect(() => {
    if (!anyPending) return undefined;
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(selectedId ?? ''), exact: true });
      void queryClient.invalidateQueries({ queryKey: webhookKeys.list() });
    }, PENDING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [anyPending, selectedId, queryClient]);

  const test = useMutation({
    mutationFn: (endpointId: string) =>
      sendTestEvent({
        send: async () => {
          const queued = await sendWebhookTest(endpointId);
          void refreshLog();
          return queued;
        },
        stateOf: async (deliveryId) => (await fetchWebhookDeliveries(endpointId, 0)).items.find((delivery) => delivery.id === deliveryId)?.state,
        wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      }),
    onSuccess: (outcome) => showToast(outcome === 'sent' ? { title: WEBHOOK_TEST_SENT, variant: 'success' } : { title: WEBHOOK_TEST_QUEUED }),
    onError: () => showToast({ title: WEBHOOK_TEST_ERROR, variant: 'destructive' }),
    onSettled: refreshLog,
  });
  const resend = useMutation({
    mutationFn: (delivery: WebhookDelivery) => resendWebhookDelivery(selectedId ?? '', delivery.id),
    onSuccess: () => showToast({ title: WEBHOOK_RESENT, variant: 'success' }),
    onError: () => showToast({ title: WEBHOOK_RESEND_ERROR, variant: 'destructive' }),
    onSettled: refreshLog,
  });

  return {
    endpoints: {
      status: queryStatus(endpointsQuery),
      endpoints,
      selectedId: selected?.id ?? null,
      togglingId: toggle.isPending ? (toggle.variables?.id ?? null) : null,
      onCreate: () => {
        setMode('create');
        create.open();
      },
      onShowDeliveries: (endpoint) => onSelect(endpoint.id === selectedId ? null : endpoint.id),
      onEdit: (endpoint) => {
        setTarget(endpoint);
        setMode('edit');
        edit.open();
      },
      onToggle: (endpoint) => toggle.mutate(endpoint),
      onDelete: (endpoint) => {
        setTarget(endpoint);
        remove.open();
      },
    },
    deliveries: selected
      ? {
          endpointName: nameOf(selected),
          status: log.status,
          deliveries: log.items,
          total: log.total,
          loadingMore: log.loadingMore,
          sendingTest: test.isPending,
          resendingId: resend.isPending ? (resend.variables?.id ?? null) : null,
          onShowMore: log.showMore,
          onSendTest: () => test.mutate(selected.id),
          onResend: (delivery) => resend.mutate(delivery),
          onClose: () => onSelect(null),
        }
      : null,
    endpointDialog: {
      mode,
      dialog: dialog.view,
      initial: mode === 'edit' && target ? webhookFormOf(target) : emptyWebhookForm,
      secret: mode === 'create' ? (created?.secret ?? null) : null,
      copyHandlers,
      onSubmit: dialog.submit,
      onClose: dialog.close,
    },
    deleteDialog: {
      dialog: remove.view,
      endpointName: target ? nameOf(target) : null,
      onConfirm: () => {
        if (target) remove.submit(target.id);
      },
      onClose: remove.close,
    },
  };
}
