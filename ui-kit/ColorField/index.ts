export { ColorField } from './ColorField.tsx';
export type { ColorFieldProps, ColorSwatch } from './ColorField.tsx';
