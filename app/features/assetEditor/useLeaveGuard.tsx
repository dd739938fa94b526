import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { assetEditorMachine } from '../../../machines/assetEditor.machine.ts';
import { LeaveGuardDialog } from './LeaveGuardDialog.tsx';

type EditorActor = ActorRefFrom<typeof assetEditorMachine>;

/** Edits not yet saved: read from the actor at the moment of leaving, not from the last render. */
export function hasUnsavedEdits(actor: EditorActor): boolean {
  const snapshot = actor.getSnapshot();
  // While saving, the save's own navigation must pass (its actions run before the snapshot settles).
  return snapshot.context.dirty && snapshot.matches('editing');
}

/** Navigation state of a leave the user already chose (Cancel in the create dialog): not asked again. */
export const LEAVE_ON_PURPOSE = { leaveOnPurpose: true } as const;

function leavesOnPurpose(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { leaveOnPurpose?: unknown }).leaveOnPurpose === true;
}

/**
 * The leave guard: with unsaved edits, another route (Clients, Back to Assets, the browser's
 * Back) asks first, and closing or reloading the tab gets the browser's own question. A save's own
 * navigation (to /assets after a create) passes: the save clears dirty before it navigates.
 * Returns the dialog to render.
 */
export function useLeaveGuard(actor: EditorActor) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && !leavesOnPurpose(nextLocation.state) && hasUnsavedEdits(actor),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedEdits(actor)) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [actor]);

  return (
    <LeaveGuardDialog
      open={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}
