import { PlaylistsView } from '../../features/playlists/PlaylistsView.tsx';
import { usePlaylistsPage } from '../../features/playlists/usePlaylistsPage.ts';

/** /playlists (DESIGN §11, Admin): the playlists page. */
export function PlaylistsRoute() {
  return <PlaylistsView {...usePlaylistsPage()} />;
}
