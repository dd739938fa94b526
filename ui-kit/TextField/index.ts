export { CountedTextField } from './CountedTextField.tsx';
export type { CountedTextFieldProps } from './CountedTextField.tsx';
export { TextField } from './TextField.tsx';
export type { TextFieldProps, TextFieldType } from './TextField.tsx';
