import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Zone } from '../../../contract/compliance.ts';
import { saveDisplayZone } from '../../api/compliance.ts';
import { fleetKeys } from '../../api/fleet.ts';
import { scheduleKeys } from '../../api/schedules.ts';
import { ZONE_SAVE_FAILED, ZONE_SAVED_TOAST } from '../../shared/compliance/complianceTexts.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';
import { useErrorToast } from '../../toasts/useErrorToast.ts';

/** PUT the display's zone; the fleet rows and the timelines (what the zone lets play) are fetched again. */
export function useDisplayZone(displayId: string) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const mutation = useMutation({
    mutationFn: (zone: Zone) => saveDisplayZone(displayId, zone),
    onSuccess: () => {
      showToast({ title: ZONE_SAVED_TOAST, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: fleetKeys.all });
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.timelines });
      // The entries' skipped marks follow zones, jurisdictions and rules.
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
    },
  });
  useErrorToast(mutation.error, ZONE_SAVE_FAILED);
  // While saving, the chosen zone shows (the display's own comes with the refetch).
  return { saving: mutation.isPending, pendingZone: mutation.isPending ? mutation.variables : undefined, save: (zone: Zone) => mutation.mutate(zone) };
}
