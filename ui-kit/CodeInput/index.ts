export { CODE_LENGTH, CodeInput } from './CodeInput.tsx';
export type { CodeInputProps } from './CodeInput.tsx';
