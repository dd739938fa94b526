import { ConfirmDialog } from '../../../ui-kit/index.ts';

export const LEAVE_GUARD_TEXT = {
  title: 'Leave without saving?',
  description: 'Your changes to this layout are not saved. If you leave now, they are lost.',
  leave: 'Leave without saving',
  stay: 'Stay and keep editing',
} as const;

/** Asked when a route change would lose unsaved edits (useLeaveGuard); Stay is focused first. */
export function LeaveGuardDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onStay())}
      title={LEAVE_GUARD_TEXT.title}
      description={LEAVE_GUARD_TEXT.description}
      confirmLabel={LEAVE_GUARD_TEXT.leave}
      cancelLabel={LEAVE_GUARD_TEXT.stay}
      variant="destructive"
      onConfirm={onLeave}
    />
  );
}
