import { webhookEventTypes } from '../../../contract/webhooks.ts';
import { Alert, Checkbox, CopyField } from '../../../ui-kit/index.ts';
import { errorOf } from '../../forms/boundField.ts';
import { FormCheckboxField } from '../../forms/FormCheckboxField.tsx';
import { FormStack } from '../../forms/FormStack.ts';
import { FormTextField } from '../../forms/FormTextField.tsx';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { useZodForm } from '../../forms/useZodForm.ts';
import { MutationDialogView } from '../../shared/mutations/MutationDialogView.tsx';
import type { CopyHandlers, DialogState } from '../../shared/dialogs/dialogState.ts';
import { EventChoices, EventChoicesError } from './webhooks.styles.ts';
import { webhookFormSchema, type WebhookFormValues } from './webhookForm.ts';
import { webhookEventLabels } from './webhooksTexts.ts';

const FORM_ID = 'webhook-endpoint-form';

interface EndpointFormProps extends FormViewProps<WebhookFormValues> {
  initial: WebhookFormValues;
}

function EndpointForm({ initial, fieldErrors, submitting, onSubmit }: EndpointFormProps) {
  const form = useZodForm(webhookFormSchema, { defaultValues: initial, serverErrors: fieldErrors });
  const eventsError = errorOf(form, 'events');
  return (
    <FormStack as="form" id={FORM_ID} noValidate aria-busy={submitting} onSubmit={form.handleSubmit(onSubmit)}>
      <FormTextField form={form} name="url" label="URL" inputMode="url" autoComplete="off" hint="Where events are POSTed, e.g. https://crm.example.com/hooks." />
      <FormTextField form={form} name="description" label="Description" autoComplete="off" hint="Optional: which system receives them." />
      <EventChoices aria-invalid={eventsError ? true : undefined} aria-describedby={eventsError ? `${FORM_ID}-events-error` : undefined}>
        <legend>Events</legend>
        {webhookEventTypes.map((type) => (
          <Checkbox key={type} label={webhookEventLabels[type]} hint={type} value={type} {...form.register('events')} />
        ))}
        {eventsError ? <EventChoicesError id={`${FORM_ID}-events-error`}>{eventsError}</EventChoicesError> : null}
      </EventChoices>
      <FormCheckboxField form={form} name="enabled" label="On" hint="Off: no events are sent until it is turned on again." />
    </FormStack>
  );
}

function SecretShownOnce({ secret, copyHandlers }: { secret: string; copyHandlers: CopyHandlers }) {
  const { copy, onCopied, onCopyError } = copyHandlers;
  return (
    <>
      <Alert title="Copy the signing secret now" role="note">
        It is shown only this once. The receiver verifies each delivery&apos;s webhook-signature header with it.
      </Alert>
      <CopyField label="Signing secret" value={secret} {...(copy ? { copy } : {})} onCopied={onCopied} onCopyError={onCopyError} />
    </>
  );
}

export interface WebhookEndpointDialogProps {
  /** Add a new endpoint, or edit the one given. */
  mode: 'create' | 'edit';
  dialog: DialogState;
  /** The values the form starts from (the endpoint's when editing). */
  initial: WebhookFormValues;
  /** The new endpoint's secret while the dialog shows it (after create); null otherwise. */
  secret: string | null;
  copyHandlers: CopyHandlers;
  onSubmit: (values: WebhookFormValues) => void;
  onClose: () => void;
}

/** Add or edit an endpoint; after adding, its signing secret, once, until the dialog closes. */
export function WebhookEndpointDialog({ mode, dialog, initial, secret, copyHandlers, onSubmit, onClose }: WebhookEndpointDialogProps) {
  const title = secret ? 'Webhook endpoint added' : mode === 'create' ? 'Add webhook endpoint' : 'Edit webhook endpoint';
  return (
    <MutationDialogView
      open={dialog.open}
      submitting={dialog.submitting}
      title={title}
      description="Each event is POSTed as JSON to this address, signed with the endpoint's own secret."
      formId={FORM_ID}
      submitLabel={mode === 'create' ? 'Add' : 'Save'}
      onClose={onClose}
      result={secret ? <SecretShownOnce secret={secret} copyHandlers={copyHandlers} /> : null}
    >
      {dialog.open ? <EndpointForm initial={initial} submitting={dialog.submitting} fieldErrors={dialog.fieldErrors} onSubmit={onSubmit} /> : null}
    </MutationDialogView>
  );
}
