import { useQuery } from '@tanstack/react-query';
import type { Theme, ThemeRequest } from '../../../contract/themes.ts';
import { createTheme, deleteTheme, themeKeys, themesQuery, updateTheme } from '../../api/themes.ts';
import { useMutationDialog } from '../../shared/mutations/useMutationDialog.ts';
import { useRecordDialog } from '../../shared/mutations/useRecordDialog.ts';
import { usePermission } from '../../session/usePermission.ts';
import { useErrorToast } from '../../toasts/useErrorToast.ts';
import { createThemeTexts, deleteThemeTexts, THEMES_LOAD_ERROR_TITLE, updateThemeTexts } from './themeTexts.ts';
import type { ThemesViewProps } from './ThemesView.tsx';
import { queryStatus } from '../../api/queryStatus.ts';

/**
 * /themes wired to the API: the list query, and the add, edit and delete dialogs, each a
 * mutationDialog machine (docs/product.md#states: progress toast, success or error toast, refetch, close).
 * Those without content.edit (an approver) only read: the server refuses the rest (docs/permissions.md).
 */
export function useThemesPage(): ThemesViewProps {
  const canEdit = usePermission('content.edit');
  const query = useQuery(themesQuery());
  useErrorToast(query.error, THEMES_LOAD_ERROR_TITLE);
  const add = useMutationDialog(createThemeTexts, (values: ThemeRequest) => createTheme(values), themeKeys.all);
  const edit = useRecordDialog(updateThemeTexts, (theme: Theme, body: ThemeRequest) => updateTheme(theme.id, body), themeKeys.all);
  const remove = useRecordDialog(deleteThemeTexts, (theme: Theme) => deleteTheme(theme.id), themeKeys.all);
  return {
    status: queryStatus(query),
    themes: query.data ?? [],
    canEdit,
    add,
    edit,
    remove,
  };
}
