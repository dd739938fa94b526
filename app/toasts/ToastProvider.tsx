import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { ToastViewport } from '../../ui-kit/index.ts';
import { toastMachine, type ToastInput } from '../../machines/toast.machine.ts';
import { selectToasts } from '../../machines/toast.selectors.ts';

type ShowToast = (toast: ToastInput) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** The toast queue (SPEC §4, §9) and its viewport, shared by every screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const queue = useActorRef(toastMachine);
  const toasts = useSelector(queue, selectToasts);
  const show = useCallback<ShowToast>((toast) => queue.send({ type: 'toast.add', toast }), [queue]);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastViewport
        toasts={toasts}
        onDismiss={(id) => queue.send({ type: 'toast.dismiss', id })}
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
