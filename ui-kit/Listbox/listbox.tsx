import { Icon } from '../Icon/index.ts';

/** One choice of a Select or a Combobox. */
export interface ListboxOption {
  /** What the field gives back when it is chosen, and its hidden input submits. */
  value: string;
  /** What the user reads (and types to find it). */
  label: string;
}

/** What Select and Combobox share: a labelled field whose popup lists options. */
export interface ListboxFieldProps<Option extends ListboxOption> {
  /** Visible label, tied to the field; it also names the list. */
  label: string;
  /** The choices, in order. */
  options: Option[];
  /** Text while nothing is chosen. */
  placeholder?: string;
  /** Help under the field, announced through aria-describedby. */
  hint?: string;
  /** Validation message; sets aria-invalid. */
  error?: string;
  disabled?: boolean;
  /** Form field name for a hidden input carrying the chosen value. */
  name?: string;
  id?: string;
  /** Opens the list initially (stories). */
  defaultOpen?: boolean;
}

/** The state an option row shows, as the listbox pattern says it and listboxOption styles it. */
export function listboxOptionState(selected: boolean, active: boolean) {
  return { role: 'option', 'aria-selected': selected, 'data-active': active ? true : undefined } as const;
}

/** The chosen option's check, at the end of its row. */
export function ListboxCheck({ selected }: { selected: boolean }) {
  return selected ? <Icon name="check" size="sm" /> : null;
}
