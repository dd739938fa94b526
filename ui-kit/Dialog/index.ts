export { Dialog, fetchOpenDialog } from './Dialog.tsx';
export type { DialogProps, DialogSize } from './Dialog.tsx';
