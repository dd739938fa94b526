import { queryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '../../contract/constants.ts';
import { MAX_PAGE_SIZE, type Page } from '../../contract/paging.ts';
import { playlistListSchema, playlistSchema, type Playlist, type PlaylistRequest } from '../../contract/schedules.ts';
import { request } from './client.ts';
import { pagingQuery, type PagedQuery } from './paging.ts';

/** Query keys: everything about playlists starts with 'playlists'. */
export const playlistKeys = {
  all: ['playlists'] as const,
  list: () => [...playlistKeys.all, 'list'] as const,
  /** The /playlists page, a page at a time (Show more). */
  pages: () => [...playlistKeys.all, 'pages'] as const,
};

/** GET /api/playlists?offset=&limit=: one page, by name, for those who read content (content.read, docs/scheduling.md#model). */
export function fetchPlaylistPage(offset: number, signal?: AbortSignal, limit = LIST_PAGE_SIZE): Promise<Page<Playlist>> {
  return request(`/api/playlists?${pagingQuery(offset, limit)}`, { response: playlistListSchema, ...(signal ? { signal } : {}) });
}

/** The /playlists page's list, a page at a time. */
export const playlistPages = (): PagedQuery<Playlist> => ({
  queryKey: playlistKeys.pages(),
  fetchPage: (offset, signal) => fetchPlaylistPage(offset, signal),
});

/** Every playlist, by name, a page of MAX_PAGE_SIZE at a time: what the pickers and names need. */
export async function fetchAllPlaylists(signal?: AbortSignal): Promise<Page<Playlist>> {
  const items: Playlist[] = [];
  for (;;) {
    const page = await fetchPlaylistPage(items.length, signal, MAX_PAGE_SIZE);
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.total) return { items, total: page.total };
  }
}

/** Every playlist, by name (the takeover and schedule pickers). */
export const playlistsQuery = () =>
  queryOptions({
    queryKey: playlistKeys.list(),
    queryFn: ({ signal }) => fetchAllPlaylists(signal),
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
