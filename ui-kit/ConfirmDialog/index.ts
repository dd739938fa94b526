export { ConfirmDialog } from './ConfirmDialog.tsx';
export type { ConfirmDialogProps, ConfirmDialogVariant } from './ConfirmDialog.tsx';
