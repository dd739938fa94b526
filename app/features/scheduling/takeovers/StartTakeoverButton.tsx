import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../../ui-kit/index.ts';
import type { ReachTarget } from './takeoverForm.ts';

// The form, its queries and its search load on the first press: client and venue pages stay light.
const StartTakeoverLauncher = lazy(() => import('./StartTakeoverLauncher.tsx').then((module) => ({ default: module.StartTakeoverLauncher })));

export interface StartTakeoverButtonProps {
  /** The client or venue of the page: the takeover's reach starts as it. */
  reach: ReachTarget;
}

/** "Start takeover" on a client or venue page (admins): the dialog opens with this page's reach. */
export function StartTakeoverButton({ reach }: StartTakeoverButtonProps) {
  const [request, setRequest] = useState(0);
  return (
    <>
      <Button variant="outline" onClick={() => setRequest((count) => count + 1)} data-start-takeover>
        Start takeover
      </Button>
      {request > 0 ? (
        <Suspense fallback={null}>
          <StartTakeoverLauncher reach={[reach]} request={request} />
        </Suspense>
      ) : null}
    </>
  );
}
