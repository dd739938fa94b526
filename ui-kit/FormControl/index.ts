export { FormControl, formControlIds } from './FormControl.tsx';
export type { FormControlIds, FormControlProps, FormControlWiring } from './FormControl.tsx';
export { Input } from './FormControl.styles.ts';
