import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { Icon } from '../Icon/index.ts';
import { SearchInput, SearchRoot } from './SearchBox.styles.ts';

export interface SearchBoxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Accessible name of the input (there is no visible label). */
  label?: string;
  /** Called with the new text on every change (debouncing is the caller's business). */
  onValueChange?: (value: string) => void;
}

/** The header's search input with a magnifier icon, inside a search landmark. Props in, events out. */
export function SearchBox({
  label = 'Search',
  placeholder = 'Search clients and venues…',
  onValueChange,
  onChange,
  ...inputProps
}: SearchBoxProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  return (
    <SearchRoot role="search" data-search-box>
      <Icon name="search" />
      <SearchInput type="search" aria-label={label} placeholder={placeholder} autoComplete="off" onChange={handleChange} {...inputProps} />
    </SearchRoot>
  );
}
