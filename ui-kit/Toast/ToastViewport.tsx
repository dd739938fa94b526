import { Toast, type ToastData } from './Toast.tsx';
import { ToastRegion } from './ToastRegion.tsx';

export interface ToastViewportProps {
  /** The toasts to show, newest first; closed ones (open: false) are not shown. */
  toasts: readonly ToastData[];
  /** A toast asked to close (close button or swipe). */
  onDismiss: (id: string) => void;
  /** The pointer or focus entered the viewport: the queue should stop its timers. */
  onPause?: () => void;
  /** The pointer or focus left the viewport: timers may run again. */
  onResume?: () => void;
  /** Key that moves focus to the notifications (KeyboardEvent.key); docs/product.md#constants says F8. */
  hotkey?: string;
  /** Swipe distance (px) that dismisses a toast. */
  swipeThreshold?: number;
}

/** The toast region with the kit's Toast in it (see ToastRegion for an app that loads Toast later). */
export function ToastViewport({ onDismiss, swipeThreshold, ...region }: ToastViewportProps) {
  return (
    <ToastRegion
      {...region}
      renderToast={(toast) => <Toast key={toast.id} {...toast} onDismiss={onDismiss} swipeThreshold={swipeThreshold} />}
    />
  );
}
