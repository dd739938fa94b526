import type { SnapshotFrom } from 'xstate';
import type { Toast, toastMachine } from './toast.machine.ts';

type ToastSnapshot = SnapshotFrom<typeof toastMachine>;

/** The toasts the viewport renders: open ones plus closed ones still leaving (docs/product.md#constants removal delay). */
export function selectToasts(snapshot: ToastSnapshot): Toast[] {
  return snapshot.context.toasts;
}

export function selectIsShowingToast(snapshot: ToastSnapshot): boolean {
  return snapshot.matches('showing');
}
