import { useState } from 'react';
import { useHoldTypingWhile } from '../Floating/holdTyping.ts';
import { onDemand, useFetchPartWhen } from '../Floating/onDemand.ts';
import type { DialogProps } from './DialogOpen.tsx';

export type { DialogProps, DialogSize } from './DialogOpen.tsx';

/** The open dialog (focus trap, dismissal, the overlay), fetched when one first opens (Floating/onDemand.ts). */
const openDialog = onDemand<DialogProps>(() => import('./DialogOpen.tsx').then((module) => module.DialogOpen));

/** Fetches the open dialog ahead of a first opening (a dialog whose own module is fetched on demand asks for both at once). */
export function fetchOpenDialog(): Promise<unknown> {
  return openDialog.fetch();
}

/**
 * A modal dialog over a dimmed page: focus is trapped inside and returns to where it was on close;
 * the page does not scroll. State: data-size, data-dismissible. Closed, it is nothing; the first
 * one opened fetches the open dialog, which a dialog that cannot be fetched reports as closed. Keys
 * typed meanwhile go to its first text field (Floating/holdTyping.ts).
 */
export function Dialog(props: DialogProps) {
  const { open, onOpenChange } = props;
  const [Open, setOpen] = useState(openDialog.loaded);
  useFetchPartWhen(openDialog, open, Open, (part) => setOpen(() => part), () => onOpenChange(false));
  useHoldTypingWhile(open, Open !== null);
  return open && Open ? <Open {...props} /> : null;
}
