import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Theme, ThemeRequest } from '../../../contract/themes.ts';
import { createTheme, deleteTheme, themeKeys, themesQuery, updateTheme } from '../../api/themes.ts';
import { useMutationDialog } from '../../shared/mutations/useMutationDialog.ts';
import { useErrorToast } from '../../toasts/useErrorToast.ts';
import { createThemeTexts, deleteThemeTexts, THEMES_LOAD_ERROR_TITLE, updateThemeTexts } from './themeTexts.ts';
import type { ThemesViewProps } from './ThemesView.tsx';

/**
 * /themes wired to the API: the list query, and the add, edit and delete dialogs, each a
 * mutationDialog machine (docs/product.md#states: progress toast, success or error toast, refetch, close).
 */
export function useThemesPage(): ThemesViewProps {
  const query = useQuery(themesQuery());
  useErrorToast(query.error, THEMES_LOAD_ERROR_TITLE);
  const [editing, setEditing] = useState<Theme | null>(null);
  const [deleting, setDeleting] = useState<Theme | null>(null);

  const add = useMutationDialog(createThemeTexts, (values: ThemeRequest) => createTheme(values), themeKeys.all);
  const edit = useMutationDialog(
    updateThemeTexts,
    ({ id, body }: { id: string; body: ThemeRequest }) => updateTheme(id, body),
    themeKeys.all,
  );
  const remove = useMutationDialog(deleteThemeTexts, (id: string) => deleteTheme(id), themeKeys.all);

  return {
    status: query.isPending ? 'loading' : query.isError ? 'error' : 'ready',
    themes: query.data ?? [],
    addDialog: add.view,
    onAddOpen: add.open,
    onAddClose: add.close,
    onAddSubmit: add.submit,
    editing,
    editDialog: edit.view,
    onEditOpen: (theme) => {
      setEditing(theme);
      edit.open();
    },
    onEditClose: edit.close,
    onEditSubmit: (body) => {
      if (editing) edit.submit({ id: editing.id, body });
    },
    deleting,
    deleteDialog: remove.view,
    onDeleteOpen: (theme) => {
      setDeleting(theme);
      remove.open();
    },
    onDeleteClose: remove.close,
    onDeleteConfirm: () => {
      if (deleting) remove.submit(deleting.id);
    },
  };
}
