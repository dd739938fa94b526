import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { mutationDialogMachine, type MutationDialogInput } from '../../../machines/mutationDialog.machine.ts';
import { selectMutationDialog, type MutationDialogView } from '../../../machines/mutationDialog.selectors.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';

export interface MutationDialogHandle<Values> {
  view: MutationDialogView;
  open: () => void;
  close: () => void;
  submit: (values: Values) => void;
}

/**
 * One mutationDialog machine wired to the app (SPEC §4 Dialogs and mutations): its toasts go to
 * the queue and success refetches `refetchKey`.
 */
export function useMutationDialog<Values>(
  texts: MutationDialogInput,
  mutate: (values: Values) => Promise<unknown>,
  refetchKey: QueryKey,
): MutationDialogHandle<Values> {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const actor = useActorRef(
    mutationDialogMachine.provide({
      actors: { mutate: fromPromise<unknown, { values: unknown }>(({ input }) => mutate(input.values as Values)) },
      actions: {
        showToast: (_, toast) => showToast(toast),
        refetch: () => void queryClient.invalidateQueries({ queryKey: refetchKey }),
      },
    }),
    { input: texts },
  );
  const view = useSelector(actor, selectMutationDialog);
  return {
    view,
    open: () => actor.send({ type: 'dialog.open' }),
    close: () => actor.send({ type: 'dialog.close' }),
    submit: (values) => actor.send({ type: 'dialog.submit', values }),
  };
}
