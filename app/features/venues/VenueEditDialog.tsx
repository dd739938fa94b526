import { updateVenueRequestSchema, type UpdateVenueRequest, type Venue } from '../../../contract/venues.ts';
import { Button, Dialog, type SelectOption } from '../../../ui-kit/index.ts';
import { FormSelectField } from '../../forms/FormSelectField.tsx';
import { FormTextField } from '../../forms/FormTextField.tsx';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { FormStack } from '../../forms/FormStack.ts';
import { useZodForm } from '../../forms/useZodForm.ts';

export interface VenueEditDialogProps extends FormViewProps<UpdateVenueRequest> {
  open: boolean;
  onClose: () => void;
  venue: Pick<Venue, 'id' | 'name' | 'gmv' | 'regionId'>;
  regionOptions: SelectOption[];
}

const FORM_ID = 'venue-edit-form';

function VenueEditForm({ venue, regionOptions, fieldErrors, submitting, onSubmit }: Omit<VenueEditDialogProps, 'open' | 'onClose'>) {
  const form = useZodForm(updateVenueRequestSchema, {
    defaultValues: { venueId: venue.id, regionId: venue.regionId, name: venue.name, gmv: venue.gmv },
    serverErrors: fieldErrors,
  });
  return (
    <FormStack as="form" id={FORM_ID} noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={submitting}>
      <FormTextField form={form} name="name" label="Name" autoComplete="off" />
      <FormTextField form={form} name="gmv" label="GMV" autoComplete="off" />
      <FormSelectField form={form} name="regionId" label="Region" options={regionOptions} />
    </FormStack>
  );
}

/** docs/product.md#screens venue page, Settings › Edit: name, GMV and region (docs/product.md#validation-messages, Venue details). */
export function VenueEditDialog({ open, onClose, submitting, ...formProps }: VenueEditDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next || submitting ? undefined : onClose())}
      title="Edit venue"
      description="Name, GMV and region of this venue."
      dismissible={!submitting}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={submitting}>
            Save
          </Button>
        </>
      }
    >
      <VenueEditForm submitting={submitting} {...formProps} />
    </Dialog>
  );
}
