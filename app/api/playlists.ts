import { queryOptions } from '@tanstack/react-query';
import { playlistListSchema, playlistSchema, type PlaylistRequest } from '../../contract/schedules.ts';
import { request } from './client.ts';

/** Query keys: everything about playlists starts with 'playlists'. */
export const playlistKeys = {
  all: ['playlists'] as const,
  list: () => [...playlistKeys.all, 'list'] as const,
};

/** GET /api/playlists: every playlist, by name (admins only, DESIGN §11). */
export const playlistsQuery = () =>
  queryOptions({
    queryKey: playlistKeys.list(),
    queryFn: ({ signal }) => request('/api/playlists', { response: playlistListSchema, signal }),
  });

const playlistPath = (playlistId: string) => `/api/playlists/${encodeURIComponent(playlistId)}`;

export function createPlaylist(body: PlaylistRequest) {
  return request('/api/playlists', { method: 'POST', body, response: playlistSchema });
}

export function updatePlaylist(playlistId: string, body: PlaylistRequest) {
  return request(playlistPath(playlistId), { method: 'PUT', body, response: playlistSchema });
}

/** 409 while a schedule entry or a takeover uses it; the server's title says so. */
export function deletePlaylist(playlistId: string) {
  return request(playlistPath(playlistId), { method: 'DELETE' });
}
