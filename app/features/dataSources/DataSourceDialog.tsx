import { useWatch } from 'react-hook-form';
import { Alert, CopyField } from '../../../ui-kit/index.ts';
import { FormSelectField } from '../../forms/FormSelectField.tsx';
import { FormStack } from '../../forms/FormStack.ts';
import { FormTextField } from '../../forms/FormTextField.tsx';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { useZodForm } from '../../forms/useZodForm.ts';
import { MutationDialogView } from '../../shared/mutations/MutationDialogView.tsx';
import type { CopyHandlers, DialogState } from '../../shared/dialogs/dialogState.ts';
import { DataFieldsField } from './DataFieldsField.tsx';
import { dataSourceFormSchema, SHARED_CLIENT, type DataSourceFormValues } from './dataSourceForm.ts';

const FORM_ID = 'data-source-form';

const kindOptions = [
  { value: 'push', label: 'Push: your feed sends the values' },
  { value: 'pull', label: 'Pull: the portal fetches them' },
];

export interface ClientChoice {
  id: string;
  name: string;
}

interface SourceFormProps extends FormViewProps<DataSourceFormValues> {
  initial: DataSourceFormValues;
  clients: ClientChoice[];
}

function SourceForm({ initial, clients, fieldErrors, submitting, onSubmit }: SourceFormProps) {
  const form = useZodForm(dataSourceFormSchema, { defaultValues: initial, serverErrors: fieldErrors });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const clientOptions = [{ value: SHARED_CLIENT, label: 'Every client (shared)' }, ...clients.map((client) => ({ value: client.id, label: client.name }))];
  return (
    <FormStack as="form" id={FORM_ID} noValidate aria-busy={submitting} onSubmit={form.handleSubmit(onSubmit)}>
      <FormTextField form={form} name="name" label="Name" autoComplete="off" hint="e.g. Jackpots" />
      <FormSelectField form={form} name="clientId" label="Client" options={clientOptions} hint="Whose layouts may show it." />
      <FormSelectField form={form} name="kind" label="Kind" options={kindOptions} />
      {kind === 'pull' ? (
        <>
          <FormTextField form={form} name="url" label="URL" inputMode="url" autoComplete="off" hint="A JSON document, e.g. https://feeds.example.com/jackpots.json." />
          <FormTextField form={form} name="intervalSeconds" label="Fetch every (seconds)" inputMode="numeric" autoComplete="off" />
        </>
      ) : null}
      <FormTextField
        form={form}
        name="staleAfterSeconds"
        label="Stale after (seconds)"
        inputMode="numeric"
        autoComplete="off"
        hint="A value older than this is never shown: screens show their fallback text instead."
      />
      <DataFieldsField form={form} />
    </FormStack>
  );
}

/** The push address and token just issued, with a curl example: shown this once. */
export interface IssuedToken {
  pushUrl: string;
  token: string;
  curl: string;
}

export function PushTokenShownOnce({ issued, copyHandlers }: { issued: IssuedToken; copyHandlers: CopyHandlers }) {
  const { copy, onCopied, onCopyError } = copyHandlers;
  const handlers = { ...(copy ? { copy } : {}), onCopied, onCopyError };
  return (
    <>
      <Alert title="Copy the push token now: it is shown only once" role="note">
        Your feed sends each new value to the push URL with this token. A new token can be made later; the old one then stops working.
      </Alert>
      <CopyField label="Push URL" value={issued.pushUrl} {...handlers} />
      <CopyField label="Push token" value={issued.token} {...handlers} />
      <CopyField label="Example (curl)" value={issued.curl} {...handlers} />
    </>
  );
}

export interface DataSourceDialogProps {
  mode: 'create' | 'edit';
  dialog: DialogState;
  initial: DataSourceFormValues;
  clients: ClientChoice[];
  /** A new push source's token while the dialog shows it (after create); null otherwise. */
  issued: IssuedToken | null;
  copyHandlers: CopyHandlers;
  onSubmit: (values: DataSourceFormValues) => void;
  onClose: () => void;
}

/** Add or edit a data source; after adding a push source, its URL and token, once. */
export function DataSourceDialog({ mode, dialog, initial, clients, issued, copyHandlers, onSubmit, onClose }: DataSourceDialogProps) {
  const title = issued ? 'Data source added' : mode === 'create' ? 'Add data source' : 'Edit data source';
  return (
    <MutationDialogView
      open={dialog.open}
      submitting={dialog.submitting}
      title={title}
      description="Live values for your screens: jackpots, draws, fixtures, prices."
      formId={FORM_ID}
      submitLabel={mode === 'create' ? 'Add' : 'Save'}
      onClose={onClose}
      result={issued ? <PushTokenShownOnce issued={issued} copyHandlers={copyHandlers} /> : null}
    >
      {dialog.open ? <SourceForm initial={initial} clients={clients} submitting={dialog.submitting} fieldErrors={dialog.fieldErrors} onSubmit={onSubmit} /> : null}
    </MutationDialogView>
  );
}
