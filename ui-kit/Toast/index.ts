export { Toast } from './Toast.tsx';
export type { ToastData, ToastProps, ToastVariant } from './Toast.tsx';
export { ToastRegion } from './ToastRegion.tsx';
export type { ToastRegionProps } from './ToastRegion.tsx';
export { ToastViewport } from './ToastViewport.tsx';
export type { ToastViewportProps } from './ToastViewport.tsx';
