export { Toast } from './Toast.tsx';
export type { ToastData, ToastProps, ToastVariant } from './Toast.tsx';
export { ToastViewport } from './ToastViewport.tsx';
export type { ToastViewportProps } from './ToastViewport.tsx';
