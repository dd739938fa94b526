export { CopyField, COPY_TOOLTIP_DELAY_MS } from './CopyField.tsx';
export type { CopyFieldProps } from './CopyField.tsx';
