import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ToastInput } from '../../machines/toast.machine.ts';
import type { ToastHostProps } from './ToastHost.tsx';

type ShowToast = (toast: ToastInput) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * The toast queue and its live region (ToastHost) are fetched with the first toast: the sign-in
 * page shows none, and its budget is tight (docs/decisions.md#browser-side). The region goes on the page empty and the
 * toast follows once it is there (ToastHost's onReady), so the toast is still announced.
 */
const ToastHost = lazy<ComponentType<ToastHostProps>>(() =>
  import('./ToastHost.tsx').then(
    (module) => ({ default: module.ToastHost }),
    // A chunk that cannot be fetched costs the toasts, never the screen (no error boundary is above).
    () => ({ default: () => null }),
  ),
);

/**
 * The toast queue (docs/product.md#states, #constants) and its viewport, shared by every screen. `toastDurationMs`
 * replaces the product’s 5 s for stories that picture a toast: on a busy machine their screenshots came
 * after the toast had gone.
 */
export function ToastProvider({ children, toastDurationMs }: { children: ReactNode; toastDurationMs?: number }) {
  const [hostWanted, setHostWanted] = useState(false);
  /** Toasts asked for before the queue was there, in order. */
  const waiting = useRef<ToastInput[]>([]);
  const hostShow = useRef<ShowToast | null>(null);

  const show = useCallback<ShowToast>((toast) => {
    if (hostShow.current) {
      hostShow.current(toast);
      return;
    }
    waiting.current.push(toast);
    setHostWanted(true);
  }, []);
  /** F8 was pressed before the region was there: focus it once it is. */
  const focusWhenReady = useRef(false);
  const onReady = useCallback((hostSend: ShowToast | null) => {
    hostShow.current = hostSend;
    if (!hostSend) return;
    waiting.current.splice(0).forEach(hostSend);
    if (focusWhenReady.current) document.querySelector<HTMLElement>('[data-toast-viewport]')?.focus();
    focusWhenReady.current = false;
  }, []);

  // The viewport hotkey of docs/product.md#constants works before the first toast too: it brings the region in, then the
  // region's own listener (ToastRegion) takes over.
  useEffect(() => {
    const bringRegion = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || hostShow.current) return;
      event.preventDefault();
      focusWhenReady.current = true;
      setHostWanted(true);
    };
    document.addEventListener('keydown', bringRegion);
    return () => document.removeEventListener('keydown', bringRegion);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {hostWanted ? (
        <Suspense fallback={null}>
          <ToastHost onReady={onReady} toastDurationMs={toastDurationMs} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>.');
  return show;
}
