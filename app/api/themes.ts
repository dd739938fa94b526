import { queryOptions } from '@tanstack/react-query';
import { createThemeResponseSchema, themeListSchema, themeSchema, type ThemeRequest } from '../../contract/themes.ts';
import { request } from './client.ts';

/** Query keys: everything about themes starts with 'themes'. */
export const themeKeys = {
  all: ['themes'] as const,
  list: () => [...themeKeys.all, 'list'] as const,
};

/** GET /api/theme: every theme, by name. */
export const themesQuery = () =>
  queryOptions({
    queryKey: themeKeys.list(),
    queryFn: ({ signal }) => request('/api/theme', { response: themeListSchema, signal }),
  });

export function createTheme(body: ThemeRequest) {
  return request('/api/theme', { method: 'POST', body, response: createThemeResponseSchema });
}

export function updateTheme(id: string, body: ThemeRequest) {
  return request(`/api/theme/${encodeURIComponent(id)}`, { method: 'PUT', body, response: themeSchema });
}

export function deleteTheme(id: string) {
  return request(`/api/theme/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
