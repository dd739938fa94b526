export { TextField } from './TextField.tsx';
export type { TextFieldProps, TextFieldType } from './TextField.tsx';
export { Input } from './TextField.styles.ts';
