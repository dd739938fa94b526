import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CommandKind, SendCommandRequest } from '../../../contract/fleet.ts';
import { fleetKeys, sendFleetCommand } from '../../api/fleet.ts';
import { commandLabels } from './fleetTexts.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';

/** Sends one command and says so in a toast; the fleet's lists and pages then show its state. */
export function useSendCommand() {
  const showToast = useToast();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<CommandKind | null>(null);
  const mutation = useMutation({
    mutationFn: sendFleetCommand,
    onMutate: (command: SendCommandRequest) => setSending(command.kind),
    onSuccess: (answer, command) => {
      const count = answer.items.length;
      showToast({ title: `${commandLabels[command.kind]}: sent to ${count} display${count === 1 ? '' : 's'}`, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: fleetKeys.all });
    },
    onError: (_, command) => showToast({ title: `${commandLabels[command.kind]} was not sent`, variant: 'destructive' }),
    onSettled: () => setSending(null),
  });
  return { sending, send: (command: SendCommandRequest) => mutation.mutateAsync(command) };
}
