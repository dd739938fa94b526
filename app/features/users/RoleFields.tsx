import { useEffect, useRef } from 'react';
import { Controller, useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { holdsVenues, isAdminSide } from '../../../contract/roles.ts';
import { FormComboboxField } from '../../forms/FormComboboxField.tsx';
import { FormSelectField } from '../../forms/FormSelectField.tsx';
import type { ClientSearchProps } from '../../shared/clientSearch/useClientSearch.ts';
import { roleClientId, roleOptionsFor, type RoleChooser, type RoleFieldValues } from './roleForm.ts';
import { ROLE_HINTS } from './roleTexts.ts';
import type { VenueChoicesProps } from './useVenueChoices.ts';
import { VenuesField } from './VenuesField.tsx';

export interface RoleFieldsProps<Values extends FieldValues & RoleFieldValues> {
  form: UseFormReturn<Values>;
  chooser: RoleChooser;
  /** The client picker's search (an admin chooses the client; a client user's is its own). */
  clientSearch: ClientSearchProps;
  venueChoices: VenueChoicesProps;
  /** Shown but fixed (an admin's own role), with why. */
  fixedReason?: string | undefined;
}

const ROLE = 'role';
const CLIENT = 'clientId';
const VENUES = 'venueIds';

/**
 * The role of a person (docs/permissions.md#roles) as the invite and edit-user dialogs choose it:
 * the role, then its client for a client-side role (admins only), then its venues for a
 * venue-manager or viewer. A change of client empties the venues: they were the other client's.
 */
export function RoleFields<Values extends FieldValues & RoleFieldValues>({ form, chooser, clientSearch, venueChoices, fixedReason }: RoleFieldsProps<Values>) {
  const name = <Key extends keyof RoleFieldValues>(key: Key) => key as unknown as Path<Values>;
  const role = useWatch({ control: form.control, name: name(ROLE) }) as RoleFieldValues['role'];
  const client = useWatch({ control: form.control, name: name(CLIENT) }) as RoleFieldValues['clientId'];
  const clientId = roleClientId({ role, clientId: client, venueIds: [] }, chooser);
  const venuesShown = holdsVenues(role) && clientId !== null;

  const { onClientChange } = venueChoices;
  const shownClient = venuesShown ? clientId : null;
  useEffect(() => onClientChange(shownClient), [onClientChange, shownClient]);

  const previousClient = useRef(clientId);
  useEffect(() => {
    if (previousClient.current !== null && clientId !== null && previousClient.current !== clientId) {
      form.setValue(name(VENUES), [] as PathValue<Values, Path<Values>>);
    }
    if (clientId !== null) previousClient.current = clientId;
  });

  const fixed = fixedReason !== undefined;
  return (
    <>
      <FormSelectField
        form={form}
        name={name(ROLE)}
        label="Role"
        options={roleOptionsFor(chooser)}
        disabled={fixed}
        hint={fixedReason ?? ROLE_HINTS[role]}
      />
      {chooser.kind === 'admin' && !isAdminSide(role) ? (
        <FormComboboxField
          form={form}
          name={name(CLIENT)}
          label="Client"
          placeholder="Type a client's name"
          hint="The person sees only this client's venues."
          emptyText="No clients found"
          options={clientSearch.options}
          loading={clientSearch.loading}
          onInputChange={clientSearch.onSearch}
          disabled={fixed}
        />
      ) : null}
      {venuesShown ? (
        <Controller
          control={form.control}
          name={name(VENUES)}
          render={({ field, fieldState }) => (
            <VenuesField
              venues={venueChoices.venues}
              failed={venueChoices.failed}
              value={field.value as string[]}
              onChange={field.onChange}
              hint={role === 'viewer' ? 'None chosen: every venue of the client.' : 'The venues this person manages.'}
              error={fieldState.error?.message}
              disabled={fixed}
            />
          )}
        />
      ) : null}
    </>
  );
}
