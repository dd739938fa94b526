import { Combobox, type ComboboxOption } from '../../../ui-kit/index.ts';
import type { ClientSearchProps } from './useClientSearch.ts';

/**
 * An admin's Client filter's search: clients are looked up as the person types, on the server, so
 * a portal with thousands of clients finds any of them (a list would hold only the first page).
 */
export interface ClientSearchFilterState extends ClientSearchProps {
  /** The client the filter names (from the address), once its name is known. */
  chosen: ComboboxOption | null;
}

export interface ClientSearchFilterProps {
  search: ClientSearchFilterState;
  /** The chosen client's id; undefined: any client. */
  clientId: string | undefined;
  onClientIdChange: (clientId: string | undefined) => void;
}

/** The Client filter of a list page (/screens, /reports, /activity): empty is any client. */
export function ClientSearchFilter({ search, clientId, onClientIdChange }: ClientSearchFilterProps) {
  return (
    <Combobox
      label="Client"
      placeholder="Any client"
      emptyText="No clients found"
      options={search.options}
      // Until its name comes, the chosen client shows as an empty field rather than its id.
      value={clientId ? (search.chosen ?? { value: clientId, label: '' }) : null}
      loading={search.loading}
      onInputChange={search.onSearch}
      onValueChange={(option) => onClientIdChange(option?.value)}
    />
  );
}
