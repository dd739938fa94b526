import { useEffect, useEffectEvent } from 'react';
import { TakeoverDialog } from './TakeoverDialog.tsx';
import type { ReachTarget } from './takeoverForm.ts';
import { useStartTakeover } from './useStartTakeover.ts';

export interface StartTakeoverLauncherProps {
  reach: ReachTarget[];
  /** Changes on every press of the page's button, which opens the dialog again. */
  request: number;
}

/** The start-takeover dialog of a client or venue page, loaded on the first press of its button. */
export function StartTakeoverLauncher({ reach, request }: StartTakeoverLauncherProps) {
  const start = useStartTakeover(reach);
  // Only a new press opens the dialog (`open` is a new function each render).
  const openDialog = useEffectEvent(() => start.open());
  useEffect(() => {
    if (request > 0) openDialog();
  }, [request]);
  return <TakeoverDialog {...start.dialog} />;
}
