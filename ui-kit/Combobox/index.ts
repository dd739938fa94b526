export { Combobox } from './Combobox.tsx';
export type { ComboboxOption, ComboboxProps } from './Combobox.tsx';
