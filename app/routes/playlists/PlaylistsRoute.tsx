import { PlaylistsView } from '../../features/scheduling/playlists/PlaylistsView.tsx';
import { usePlaylistsPage } from '../../features/scheduling/playlists/usePlaylistsPage.ts';

/** /playlists (docs/scheduling.md#model, Admin): the playlists page. */
export function PlaylistsRoute() {
  return <PlaylistsView {...usePlaylistsPage()} />;
}
