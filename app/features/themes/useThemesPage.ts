import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { Theme, ThemeRequest } from '../../../contract/themes.ts';
import { mutationDialogMachine } from '../../../machines/mutationDialog.machine.ts';
import { selectMutationDialog } from '../../../machines/mutationDialog.selectors.ts';
import { createTheme, deleteTheme, themeKeys, themesQuery, updateTheme } from '../../api/themes.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';
import { useErrorToast } from '../../toasts/useErrorToast.ts';
import { createThemeTexts, deleteThemeTexts, THEMES_LOAD_ERROR_TITLE, updateThemeTexts } from './themeTexts.ts';
import type { ThemesViewProps } from './ThemesView.tsx';

/**
 * /themes wired to the API: the list query, and the add, edit and delete dialogs, each a
 * mutationDialog machine (SPEC §4: progress toast, success or error toast, refetch, close).
 */
export function useThemesPage(): ThemesViewProps {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const query = useQuery(themesQuery());
  useErrorToast(query.error, THEMES_LOAD_ERROR_TITLE);
  const [editing, setEditing] = useState<Theme | null>(null);
  const [deleting, setDeleting] = useState<Theme | null>(null);

  const actions = {
    showToast: (_: unknown, toast: Parameters<typeof showToast>[0]) => showToast(toast),
    refetch: () => void queryClient.invalidateQueries({ queryKey: themeKeys.all }),
  };
  const dialog = (mutate: (values: unknown) => Promise<unknown>) =>
    mutationDialogMachine.provide({
      actors: { mutate: fromPromise<unknown, { values: unknown }>(({ input }) => mutate(input.values)) },
      actions,
    });

  const add = useActorRef(dialog((values) => createTheme(values as ThemeRequest)), { input: createThemeTexts });
  const edit = useActorRef(
    dialog((values) => {
      const { id, body } = values as { id: string; body: ThemeRequest };
      return updateTheme(id, body);
    }),
    { input: updateThemeTexts },
  );
  const remove = useActorRef(dialog((id) => deleteTheme(String(id))), { input: deleteThemeTexts });
  const addDialog = useSelector(add, selectMutationDialog);
  const editDialog = useSelector(edit, selectMutationDialog);
  const deleteDialog = useSelector(remove, selectMutationDialog);

  return {
    status: query.isPending ? 'loading' : query.isError ? 'error' : 'ready',
    themes: query.data ?? [],
    addDialog,
    onAddOpen: () => add.send({ type: 'dialog.open' }),
    onAddClose: () => add.send({ type: 'dialog.close' }),
    onAddSubmit: (values) => add.send({ type: 'dialog.submit', values }),
    editing,
    editDialog,
    onEditOpen: (theme) => {
      setEditing(theme);
      edit.send({ type: 'dialog.open' });
    },
    onEditClose: () => edit.send({ type: 'dialog.close' }),
    onEditSubmit: (body) => {
      if (editing) edit.send({ type: 'dialog.submit', values: { id: editing.id, body } });
    },
    deleting,
    deleteDialog,
    onDeleteOpen: (theme) => {
      setDeleting(theme);
      remove.send({ type: 'dialog.open' });
    },
    onDeleteClose: () => remove.send({ type: 'dialog.close' }),
    onDeleteConfirm: () => {
      if (deleting) remove.send({ type: 'dialog.submit', values: deleting.id });
    },
  };
}
