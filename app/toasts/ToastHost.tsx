import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { ToastRegion } from '../../ui-kit/index.ts';
import { toastMachine, type ToastInput } from '../../machines/toast.machine.ts';
import { selectToasts } from '../../machines/toast.selectors.ts';

/** The toast itself is fetched with the first toast: most screens show none for a while. */
const Toast = lazy(() => import('../../ui-kit/Toast/index.ts').then((kit) => ({ default: kit.Toast })));

export interface ToastHostProps {
  /**
   * Called once the live region is on the page with the queue's way in (and null when it goes):
   * toasts asked for before then are handed over only now, so the region is in the document before
   * its first toast and screen readers announce it.
   */
  onReady: (show: ((toast: ToastInput) => void) | null) => void;
  /** How long a toast stays; the product’s 5 s unless a story holds it (ToastProvider). */
  toastDurationMs?: number | undefined;
}

/**
 * The toast queue (docs/product.md#states, #constants) and its live region: its own chunk (ToastProvider loads it), so
 * /login, which shows no toast, does not download it (docs/decisions.md#browser-side budget).
 */
export function ToastHost({ onReady, toastDurationMs }: ToastHostProps) {
  const queue = useActorRef(
    toastDurationMs === undefined ? toastMachine : toastMachine.provide({ delays: { toastDuration: toastDurationMs } }),
  );
  const toasts = useSelector(queue, selectToasts);
  const dismiss = useCallback((id: string) => queue.send({ type: 'toast.dismiss', id }), [queue]);
  useEffect(() => {
    onReady((toast) => queue.send({ type: 'toast.add', toast }));
    return () => onReady(null);
  }, [queue, onReady]);
  return (
    <ToastRegion
      toasts={toasts}
      renderToast={(toast) => (
        <Suspense key={toast.id} fallback={null}>
          <Toast {...toast} onDismiss={dismiss} />
        </Suspense>
      )}
      onPause={() => queue.send({ type: 'toast.pause' })}
      onResume={() => queue.send({ type: 'toast.resume' })}
    />
  );
}
