import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { OpenHours } from '../../../contract/openHours.ts';
import { openHoursEditorMachine } from '../../../machines/openHoursEditor.machine.ts';
import { selectOpenHoursDays, selectOpenHoursStatus } from '../../../machines/openHoursEditor.selectors.ts';
import { updateOpenHours, venueKeys } from '../../api/venues.ts';
import { OpenHoursEditorView } from './OpenHoursEditorView.tsx';
import { useToast } from '../../toasts/ToastProvider.tsx';

export interface VenueOpenHoursEditorProps {
  venueId: string;
  /** The hours as loaded: the editor starts from them each time it opens. */
  hours: OpenHours;
  onClose: () => void;
}

/** The open-hours editor dialog wired to PUT /api/venues/{venueId}/open-hours; closes once saved. */
export function VenueOpenHoursEditor({ venueId, hours, onClose }: VenueOpenHoursEditorProps) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const editor = useActorRef(
    openHoursEditorMachine.provide({
      actors: {
        saveOpenHours: fromPromise(async ({ input }) => {
          await updateOpenHours(venueId, input);
        }),
      },
      actions: {
        showToast: (_, toast) => showToast(toast),
        refetch: () => void queryClient.invalidateQueries({ queryKey: venueKeys.openHours(venueId) }),
      },
    }),
    { input: { hours } },
  );
  const days = useSelector(editor, selectOpenHoursDays);
  const status = useSelector(editor, selectOpenHoursStatus);
  const saved = useSelector(editor, (snapshot) => snapshot.matches({ form: 'saved' }));
  useEffect(() => {
    if (saved) onClose();
  }, [saved, onClose]);
  return (
    <OpenHoursEditorView
      open
      days={days}
      status={status}
      onClose={onClose}
      onOpenToggle={(day, checked) => editor.send({ type: 'openHours.openToggled', day, checked })}
      onCloseToggle={(day, checked) => editor.send({ type: 'openHours.closeToggled', day, checked })}
      onOpenTimeChange={(day, time) => editor.send({ type: 'openHours.openTimeChanged', day, time })}
      onCloseTimeChange={(day, time) => editor.send({ type: 'openHours.closeTimeChanged', day, time })}
      onSave={() => editor.send({ type: 'openHours.save' })}
      onDiscard={() => editor.send({ type: 'openHours.discard' })}
    />
  );
}
