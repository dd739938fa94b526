import { Alert, CopyField } from '../../../ui-kit/index.ts';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { FormStack } from '../../forms/FormStack.ts';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { useZodForm } from '../../forms/useZodForm.ts';
import { MutationDialogView } from '../../shared/mutations/MutationDialogView.tsx';
import { apiKeyFormSchema, type ApiKeyFormValues } from './apiKeyForm.ts';
import type { CopyHandlers, DialogState } from '../../shared/dialogs/dialogState.ts';

/** An access key and its secret, as shown once after create or refresh (docs/product.md#states). */
export interface ShownSecret {
  accessKey: string;
  accessSecret: string;
}

function SecretShownOnce({ secret, copyHandlers }: { secret: ShownSecret; copyHandlers: CopyHandlers }) {
  const { copy, onCopied, onCopyError } = copyHandlers;
  const copyProps = { ...(copy ? { copy } : {}), onCopied, onCopyError };
  return (
    <>
      <Alert title="Copy the secret now" role="note">
        It is shown only this once. Clients send the access key and the secret with HTTP Basic authentication.
      </Alert>
      <CopyField label="Access key" value={secret.accessKey} {...copyProps} />
      <CopyField label="Secret" value={secret.accessSecret} {...copyProps} />
    </>
  );
}

export interface CreateApiKeyDialogProps extends FormViewProps<ApiKeyFormValues> {
  dialog: DialogState;
  /** The new key's access key and secret, while the dialog shows them (done). */
  secret: ShownSecret | null;
  copyHandlers: CopyHandlers;
  onClose: () => void;
}

const CREATE_FORM_ID = 'create-api-key-form';

function CreateApiKeyForm({ fieldErrors, submitting, onSubmit }: FormViewProps<ApiKeyFormValues>) {
  const form = useZodForm(apiKeyFormSchema, { defaultValues: { name: '' }, serverErrors: fieldErrors });
  return (
    <FormStack as="form" id={CREATE_FORM_ID} noValidate aria-busy={submitting} onSubmit={form.handleSubmit(onSubmit)}>
      <FormTextField form={form} name="name" label="Name" autoComplete="off" hint="Who or what uses it, e.g. Booking system." />
    </FormStack>
  );
}

/** Create an external API key with a name; then its key and secret, once, until the dialog closes. */
export function CreateApiKeyDialog({ dialog, secret, copyHandlers, onClose, onSubmit }: CreateApiKeyDialogProps) {
  return (
    <MutationDialogView
      open={dialog.open}
      submitting={dialog.submitting}
      title={secret ? 'External API key created' : 'Create external API key'}
      description="A key lets another system read clients, venues, regions and open hours."
      formId={CREATE_FORM_ID}
      submitLabel="Create"
      onClose={onClose}
      result={secret ? <SecretShownOnce secret={secret} copyHandlers={copyHandlers} /> : null}
    >
      {dialog.open ? <CreateApiKeyForm submitting={dialog.submitting} fieldErrors={dialog.fieldErrors} onSubmit={onSubmit} /> : null}
    </MutationDialogView>
  );
}

export interface RefreshSecretDialogProps {
  dialog: DialogState;
  /** The key whose secret is refreshed (kept while the dialog closes). */
  keyName: string | null;
  accessKey: string | null;
  /** The new secret while the dialog shows it (done). */
  accessSecret: string | null;
  copyHandlers: CopyHandlers;
  onConfirm: () => void;
  onClose: () => void;
}

const REFRESH_FORM_ID = 'refresh-secret-form';

/** Asks first (the old secret stops working at once), then shows the new secret once. */
export function RefreshSecretDialog({ dialog, keyName, accessKey, accessSecret, copyHandlers, onConfirm, onClose }: RefreshSecretDialogProps) {
  const secret = accessSecret !== null && accessKey !== null ? { accessKey, accessSecret } : null;
  return (
    <MutationDialogView
      open={dialog.open}
      submitting={dialog.submitting}
      title={secret ? 'New secret' : 'Refresh secret'}
      formId={REFRESH_FORM_ID}
      submitLabel="Refresh secret"
      onClose={onClose}
      result={secret ? <SecretShownOnce secret={secret} copyHandlers={copyHandlers} /> : null}
    >
      <form
        id={REFRESH_FORM_ID}
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <p>
          {keyName ? `“${keyName}” gets a new secret. ` : null}
          The current secret stops working at once: every system that uses it needs the new one.
        </p>
      </form>
    </MutationDialogView>
  );
}
