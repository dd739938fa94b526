import { Controller } from 'react-hook-form';
import { updateVenueRequestSchema, type UpdateVenueRequest, type Venue } from '../../../contract/venues.ts';
import { Button, Dialog, Select, TextField, type SelectOption } from '../../../ui-kit/index.ts';
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
  const { errors } = form.formState;
  return (
    <FormStack as="form" id={FORM_ID} noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={submitting}>
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <TextField label="GMV" autoComplete="off" error={errors.gmv?.message} {...form.register('gmv')} />
      <Controller
        control={form.control}
        name="regionId"
        render={({ field }) => (
          <Select
            label="Region"
            name={field.name}
            options={regionOptions}
            value={field.value === '' ? null : field.value}
            onValueChange={field.onChange}
            error={errors.regionId?.message}
          />
        )}
      />
    </FormStack>
  );
}

/** SPEC §2.4 venue page, Settings › Edit: name, GMV and region (SPEC §5 Venue details). */
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
