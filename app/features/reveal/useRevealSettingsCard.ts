import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DisplayMode } from '../../../contract/reveal.ts';
import { revealKeys, revealSettingsQuery, updateRevealSettings, type RevealLevel } from '../../api/reveal.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';
import { useErrorToast } from '../../toasts/useErrorToast.ts';
import type { RevealSettingsCardData } from './RevealSettingsCard.tsx';
import { settingsTexts } from './revealTexts.ts';
import { queryStatus } from '../../api/queryStatus.ts';

/**
 * The Settings card wired to the API. Not a dialog, so no mutationDialog machine; the same
 * progress, success and error toasts (docs/product.md#states, #messages), then a refetch.
 */
export function useRevealSettingsCard(level: RevealLevel, ownerId: string): RevealSettingsCardData {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const texts = settingsTexts(level);
  const query = useQuery(revealSettingsQuery(level, ownerId));
  useErrorToast(query.error, texts.loadErrorTitle);
  const save = useMutation({
    mutationFn: (displayMode: DisplayMode | null) => updateRevealSettings(level, ownerId, displayMode),
    onMutate: () => showToast({ title: texts.progressText, variant: 'default' }),
    onSuccess: () => showToast({ title: texts.successTitle, variant: 'success' }),
    onError: () => showToast({ title: texts.errorTitle, variant: 'destructive' }),
    // A client's mode is what its venues inherit: refresh venue settings too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: revealKeys.all }),
  });
  const data = query.data;
  return {
    level,
    status: queryStatus(query),
    displayMode: data?.displayMode ?? null,
    ...(data?.clientDisplayMode !== undefined ? { clientDisplayMode: data.clientDisplayMode } : {}),
    saving: save.isPending,
    onSave: (displayMode) => save.mutate(displayMode),
  };
}
