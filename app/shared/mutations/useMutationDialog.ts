import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
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

/** What a success refreshes: a query key to invalidate, or a function that does more. */
export type MutationRefetch = QueryKey | (() => void);

/**
 * The one way a screen runs a create, edit or delete dialog (docs/product.md#states, Dialogs and mutations): a
 * mutationDialog machine whose toasts go to the queue, whose mutation gets the submitted values
 * with their type, and whose success runs `refetch`. The texts are the screen's own (input).
 *
 * The machine carries values as `unknown`; the hook keeps the typed values of the last submit
 * instead, so no site casts them back. `mutate` and `refetch` are read when they run, so they may
 * close over the latest props and state.
 */
export function useMutationDialog<Values>(
  texts: MutationDialogInput,
  mutate: (values: Values) => Promise<unknown>,
  refetch: MutationRefetch,
): MutationDialogHandle<Values> {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const submitted = useRef<{ values: Values } | null>(null);
  const latest = useRef({ mutate, refetch, showToast });
  latest.current = { mutate, refetch, showToast };

  // The machine with this screen's implementations, made once: provide() builds a whole new
  // machine, and useActorRef only ever starts the first one it is given. What runs later reads
  // `latest`, so the first render's closures stay right.
  const [machine] = useState(() =>
    mutationDialogMachine.provide({
      actors: {
        mutate: fromPromise<unknown, { values: unknown }>(async () => {
          if (!submitted.current) throw new Error('A mutation dialog ran without submitted values.');
          return latest.current.mutate(submitted.current.values);
        }),
      },
      actions: {
        showToast: (_, toast) => latest.current.showToast(toast),
        refetch: () => {
          const { refetch: again } = latest.current;
          if (typeof again === 'function') again();
          else void queryClient.invalidateQueries({ queryKey: again });
        },
      },
    }),
  );
  const actor = useActorRef(machine, { input: texts });
  const view = useSelector(actor, selectMutationDialog);
  return {
    view,
    open: () => actor.send({ type: 'dialog.open' }),
    close: () => actor.send({ type: 'dialog.close' }),
    submit: (values) => {
      submitted.current = { values };
      actor.send({ type: 'dialog.submit', values });
    },
  };
}
