import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, Select } from '../../../../ui-kit/index.ts';
import { saveScreenshotSettings, screenshotSettingsQuery } from '../../../api/screenshots.ts';
import { fleetKeys } from '../../../api/fleet.ts';
import { useToast } from '../../../toasts/ToastProvider.tsx';
import { intervalChoices, minutesLabel, screenshotTexts } from './screenshotTexts.ts';

const label = (minutes: number) => (minutes === 0 ? screenshotTexts.off : minutesLabel(minutes));

/**
 * The client page: how often the client's screens send a screenshot. Admins choose;
 * client users read it. Players learn a change with their next report (within a heartbeat).
 */
export function ScreenshotSettingsSection({ clientId, canEdit }: { clientId: string; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const settings = useQuery(screenshotSettingsQuery(clientId));
  const save = useMutation({
    mutationFn: (intervalMinutes: number) => saveScreenshotSettings(clientId, { intervalMinutes }),
    onSuccess: (saved) => {
      queryClient.setQueryData(screenshotSettingsQuery(clientId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: fleetKeys.all });
      showToast({ title: screenshotTexts.saved, variant: 'success' });
    },
    onError: () => showToast({ title: screenshotTexts.notSaved, variant: 'destructive' }),
  });
  if (!settings.data) return null;
  const current = save.isPending && save.variables !== undefined ? save.variables : settings.data.intervalMinutes;
  // A value set through the API that is not one of the choices still shows as itself.
  const choices = (intervalChoices as readonly number[]).includes(current) ? intervalChoices : [...intervalChoices, current].sort((a, b) => a - b);
  return (
    <Card>
      <CardHeader title={screenshotTexts.settingsTitle} description={screenshotTexts.settingsDescription} />
      <CardContent>
        {canEdit ? (
          <Select
            label={screenshotTexts.settingsLabel}
            options={choices.map((minutes) => ({ value: String(minutes), label: label(minutes) }))}
            value={String(current)}
            busy={save.isPending}
            onValueChange={(value) => save.mutate(Number(value))}
          />
        ) : (
          <p>
            {screenshotTexts.settingsLabel}: {label(current)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
