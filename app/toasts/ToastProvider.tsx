import { useActorRef, useSelector } from '@xstate/react';
import { createContext, lazy, Suspense, useCallback, useContext, type ReactNode } from 'react';
import { ToastRegion } from '../../ui-kit/index.ts';
import { toastMachine, type ToastInput } from '../../machines/toast.machine.ts';
import { selectToasts } from '../../machines/toast.selectors.ts';

type ShowToast = (toast: ToastInput) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * The toast itself is fetched with the first toast: the sign-in page shows none, and its budget is
 * tight (DESIGN §6). The live region is there from the start, so the toast is still announced.
 */
const Toast = lazy(() => import('../../ui-kit/Toast/index.ts').then((kit) => ({ default: kit.Toast })));

/**
 * The toast queue (SPEC §4, §9) and its viewport, shared by every screen. `toastDurationMs`
 * replaces SPEC's 5 s for stories that picture a toast: on a busy machine their screenshots came
 * after the toast had gone.
 */
export function ToastProvider({ children, toastDurationMs }: { children: ReactNode; toastDurationMs?: number }) {
  const queue = useActorRef(
    toastDurationMs === undefined ? toastMachine : toastMachine.provide({ delays: { toastDuration: toastDurationMs } }),
  );
  const toasts = useSelector(queue, selectToasts);
  const show = useCallback<ShowToast>((toast) => queue.send({ type: 'toast.add', toast }), [queue]);
  const dismiss = useCallback((id: string) => queue.send({ type: 'toast.dismiss', id }), [queue]);
  return (
    <ToastContext.Provider value={show}>
      {children}
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
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>.');
  return show;
}
