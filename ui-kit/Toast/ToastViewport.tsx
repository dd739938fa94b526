import { useEffect, useRef } from 'react';
import { Toast, type ToastData } from './Toast.tsx';
import { ViewportList, ViewportRoot } from './Toast.styles.ts';

export interface ToastViewportProps {
  /** The toasts to show, newest first; closed ones (open: false) are not shown. */
  toasts: readonly ToastData[];
  /** A toast asked to close (close button or swipe). */
  onDismiss: (id: string) => void;
  /** The pointer or focus entered the viewport: the queue should stop its timers. */
  onPause?: () => void;
  /** The pointer or focus left the viewport: timers may run again. */
  onResume?: () => void;
  /** Key that moves focus to the notifications (KeyboardEvent.key); SPEC §9 says F8. */
  hotkey?: string;
  /** Swipe distance (px) that dismisses a toast. */
  swipeThreshold?: number;
}

/**
 * The fixed bottom-right region that holds toasts. It is always rendered, even empty, so that
 * screen readers know the live region before a toast arrives, and so the hotkey has a target.
 */
export function ToastViewport({ toasts, onDismiss, onPause, onResume, hotkey = 'F8', swipeThreshold }: ToastViewportProps) {
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const focusOnHotkey = (event: KeyboardEvent) => {
      if (event.key !== hotkey) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    document.addEventListener('keydown', focusOnHotkey);
    return () => document.removeEventListener('keydown', focusOnHotkey);
  }, [hotkey]);

  const visible = toasts.filter((toast) => toast.open !== false);

  return (
    <ViewportRoot
      ref={regionRef}
      role="region"
      aria-label={`Notifications (${hotkey})`}
      tabIndex={-1}
      data-toast-viewport
      onPointerEnter={onPause}
      onPointerLeave={onResume}
      onFocus={onPause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onResume?.();
      }}
    >
      <ViewportList aria-live="polite" aria-relevant="additions text" aria-atomic="false">
        {visible.map((toast) => (
          <Toast key={toast.id} {...toast} onDismiss={onDismiss} swipeThreshold={swipeThreshold} />
        ))}
      </ViewportList>
    </ViewportRoot>
  );
}
