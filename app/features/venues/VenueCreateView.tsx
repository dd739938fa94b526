import { createVenueRequestSchema, type CreateVenueRequest } from '../../../contract/venues.ts';
import type { SelectOption } from '../../../ui-kit/index.ts';
import { FormSelectField } from '../../forms/FormSelectField.tsx';
import { FormTextField } from '../../forms/FormTextField.tsx';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { useZodForm } from '../../forms/useZodForm.ts';
import { CreateFormPage } from '../../shared/forms/CreateFormPage.tsx';

export interface VenueCreateViewProps extends FormViewProps<CreateVenueRequest> {
  /** A message for the whole form, e.g. the 409 title when the GMV is taken. */
  formError: string | null;
  /** The clients to choose from (sorted by name). */
  clientOptions: SelectOption[];
  regionOptions: SelectOption[];
  /** The choices are still loading, or failed to load. */
  optionsStatus: 'loading' | 'error' | 'ready';
  /** From ?clientId= (docs/product.md#screens). */
  defaultClientId: string | null;
}

/**
 * Where Cancel goes: back to the client page when the person came from its Add Venue (?clientId=),
 * else the venues list.
 */
export function cancelTarget(defaultClientId: string | null): string {
  return defaultClientId ? `/clients/${defaultClientId}` : '/venues';
}

/** docs/product.md#screens /venues/create: client, region, name and GMV (docs/product.md#validation-messages, Venue create). */
export function VenueCreateView({
  submitting,
  fieldErrors,
  formError,
  onSubmit,
  clientOptions,
  regionOptions,
  optionsStatus,
  defaultClientId,
}: VenueCreateViewProps) {
  const form = useZodForm(createVenueRequestSchema, {
    defaultValues: { clientId: defaultClientId ?? '', regionId: '', name: '', gmv: '' },
    serverErrors: fieldErrors,
  });
  const placeholder = optionsStatus === 'loading' ? 'Loading…' : optionsStatus === 'error' ? 'Error' : 'Select…';
  return (
    <CreateFormPage
      title="Create Venue"
      description="A venue belongs to one client and one region."
      formLabel="Create venue"
      cancelTo={cancelTarget(defaultClientId)}
      submitting={submitting}
      formError={formError}
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <FormSelectField form={form} name="clientId" label="Client" options={clientOptions} placeholder={placeholder} />
      <FormSelectField form={form} name="regionId" label="Region" options={regionOptions} placeholder={placeholder} />
      <FormTextField form={form} name="name" label="Name" autoComplete="off" />
      <FormTextField form={form} name="gmv" label="GMV" autoComplete="off" />
    </CreateFormPage>
  );
}
