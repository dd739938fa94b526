import { useEffect, useRef, type ReactNode } from 'react';
import type { ToastData } from './Toast.tsx';
import { ViewportList, ViewportRoot } from './ToastRegion.styles.ts';

export interface ToastRegionProps {
  /** The toasts to show, newest first; closed ones (open: false) are not shown. */
  toasts: readonly ToastData[];
  /** Draws one toast (a <Toast> with its key); ToastViewport passes the kit's own. */
  renderToast: (toast: ToastData) => ReactNode;
  /** The pointer or focus entered the viewport: the queue should stop its timers. */
  onPause?: (() => void) | undefined;
  /** The pointer or focus left the viewport: timers may run again. */
  onResume?: (() => void) | undefined;
  /** Key that moves focus to the notifications (KeyboardEvent.key); docs/product.md#constants says F8. */
  hotkey?: string | undefined;
}

/**
 * The fixed bottom-right live region that holds toasts, without the toast itself: an app can render
 * this at once and fetch the Toast component with its first toast (the sign-in page has none, and
 * its budget is tight, docs/decisions.md#browser-side). It is always rendered, even empty, so that screen readers know
 * the live region before a toast arrives, and so the hotkey has a target.
 */
export function ToastRegion({ toasts, renderToast, onPause, onResume, hotkey = 'F8' }: ToastRegionProps) {
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
        {visible.map(renderToast)}
      </ViewportList>
    </ViewportRoot>
  );
}
