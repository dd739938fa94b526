import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { ScheduleEntry, ScheduleTarget } from '../../../../contract/schedules.ts';
import { scheduleEntryEditorMachine, type SaveEntryInput } from '../../../../machines/scheduleEntryEditor.machine.ts';
import { selectScheduleEntryEditor } from '../../../../machines/scheduleEntryEditor.selectors.ts';
import type { SelectOption } from '../../../../ui-kit/index.ts';
import { saveSchedule, scheduleKeys } from '../../../api/schedules.ts';
import { useToast } from '../../../toasts/ToastProvider.tsx';
import { ScheduleEntryDialog } from './ScheduleEntryDialog.tsx';
import { useNarrowTargets } from './narrowTargets.ts';

export interface ScheduleEntryEditorProps {
  target: ScheduleTarget;
  /** The entry to edit; none for Add entry. */
  entry?: ScheduleEntry | undefined;
  layoutOptions: SelectOption[];
  playlistOptions: SelectOption[];
  onClose: () => void;
}

/** The entry dialog wired to POST or PUT /api/schedules; closes once saved or cancelled. */
export function ScheduleEntryEditor({ target, entry, layoutOptions, playlistOptions, onClose }: ScheduleEntryEditorProps) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const editor = useActorRef(
    scheduleEntryEditorMachine.provide({
      actors: { saveEntry: fromPromise<ScheduleEntry, SaveEntryInput>(({ input }) => saveSchedule(input.entryId, input.request)) },
      actions: {
        showToast: (_, toast) => showToast(toast),
        // Entries reach displays below their target: every list and timeline may have changed.
        refetch: () => {
          void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
          void queryClient.invalidateQueries({ queryKey: scheduleKeys.timelines });
        },
      },
    }),
    { input: { target, entry } },
  );
  const view = useSelector(editor, selectScheduleEntryEditor);
  const targetOptions = useNarrowTargets(view.initialTarget, view.violations);
  useEffect(() => {
    if (view.closed) onClose();
  }, [view.closed, onClose]);
  if (view.closed) return null;
  return (
    <ScheduleEntryDialog
      view={view}
      layoutOptions={layoutOptions}
      playlistOptions={playlistOptions}
      onChange={(patch) => editor.send({ type: 'entry.changed', patch })}
      onNext={() => editor.send({ type: 'entry.next' })}
      onBack={() => editor.send({ type: 'entry.back' })}
      onSave={() => editor.send({ type: 'entry.save' })}
      onCancel={() => editor.send({ type: 'entry.cancel' })}
      targetOptions={targetOptions}
      onTargetChange={(next) => editor.send({ type: 'entry.targetChanged', target: next })}
    />
  );
}
