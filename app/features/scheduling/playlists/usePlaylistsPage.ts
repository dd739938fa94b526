import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { savedLayoutTree } from '../../../../contract/layout/savedLayoutTree.ts';
import type { LayoutTree } from '../../../../contract/layout/tree.ts';
import type { Playlist, PlaylistRequest } from '../../../../contract/schedules.ts';
import { assetFilesQuery } from '../../../api/assetFiles.ts';
import { assetsQuery } from '../../../api/assets.ts';
import { apiUrl } from '../../../api/client.ts';
import { usePagedList } from '../../../api/paging.ts';
import { createPlaylist, deletePlaylist, playlistKeys, playlistPages, updatePlaylist } from '../../../api/playlists.ts';
import { usePermission } from '../../../session/usePermission.ts';
import { useErrorToast } from '../../../toasts/useErrorToast.ts';
import { useMutationDialog } from '../../../shared/mutations/useMutationDialog.ts';
import { useRecordDialog } from '../../../shared/mutations/useRecordDialog.ts';
import { createPlaylistTexts, deletePlaylistTexts, PLAYLISTS_LOAD_ERROR_TITLE, updatePlaylistTexts } from './playlistTexts.ts';
import type { PlaylistsViewProps } from './PlaylistsView.tsx';

/**
 * /playlists wired to the API: the list (a page of 10 at a time from the server, Show more), the layouts a playlist may hold (GROUP
 * assets), their trees for the preview, and the create, edit and delete dialogs (mutationDialog).
 * Those without content.edit (an approver) read and preview only: the server refuses the rest (docs/permissions.md).
 */
export function usePlaylistsPage(): PlaylistsViewProps {
  const canEdit = usePermission('content.edit');
  const list = usePagedList(playlistPages());
  useErrorToast(list.error, PLAYLISTS_LOAD_ERROR_TITLE);
  const assets = useQuery(assetsQuery());
  const files = useQuery(assetFilesQuery());
  const [previewing, setPreviewing] = useState<Playlist | null>(null);

  const add = useMutationDialog(createPlaylistTexts, (values: PlaylistRequest) => createPlaylist(values), playlistKeys.all);
  const edit = useRecordDialog(updatePlaylistTexts, (playlist: Playlist, body: PlaylistRequest) => updatePlaylist(playlist.id, body), playlistKeys.all);
  const remove = useRecordDialog(deletePlaylistTexts, (playlist: Playlist) => deletePlaylist(playlist.id), playlistKeys.all);

  const groups = useMemo(() => (assets.data ?? []).filter((asset) => asset.type === 'GROUP'), [assets.data]);
  const layouts = useMemo(() => groups.map(({ id, name }) => ({ id, name })), [groups]);
  const treeOf = useCallback(
    (assetId: string): LayoutTree | undefined => {
      const asset = groups.find((group) => group.id === assetId);
      if (!asset) return undefined;
      return savedLayoutTree(asset, files.data ?? [], groups, apiUrl);
    },
    [groups, files.data],
  );

  return {
    status: list.status,
    playlists: list.items,
    total: list.total,
    loadingMore: list.loadingMore,
    onShowMore: list.showMore,
    layouts,
    treeOf,
    canEdit,
    add,
    edit,
    remove,
    previewing,
    onPreviewOpen: setPreviewing,
    onPreviewClose: () => setPreviewing(null),
  };
}
