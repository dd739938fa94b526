export { Dialog } from './Dialog.tsx';
export type { DialogProps, DialogSize } from './Dialog.tsx';
