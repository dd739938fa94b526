import { PlaylistsView } from '../../features/playlists/PlaylistsView.tsx';
import { usePlaylistsPage } from '../../features/playlists/usePlaylistsPage.ts';

/** /playlists (docs/scheduling.md#model, Admin): the playlists page. */
export function PlaylistsRoute() {
  return <PlaylistsView {...usePlaylistsPage()} />;
}
