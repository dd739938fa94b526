export { listboxPanel, listboxOption } from './Listbox.styles.ts';
export { ListboxCheck, listboxOptionState } from './listbox.tsx';
export type { ListboxFieldProps, ListboxOption } from './listbox.tsx';
