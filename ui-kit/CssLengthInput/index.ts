export { CssLengthInput } from './CssLengthInput.tsx';
export type { CssLengthInputProps } from './CssLengthInput.tsx';
