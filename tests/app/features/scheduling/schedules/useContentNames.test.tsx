import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assetKeys } from '../../../../../app/api/assets.ts';
import { playlistKeys } from '../../../../../app/api/playlists.ts';
import { useContentNames } from '../../../../../app/features/scheduling/schedules/useContentNames.ts';

const layout = (id: string, name: string) => ({ id: `eeeeeeee-0000-4000-8000-00000000000${id}`, name, type: 'GROUP' });
const playlist = (id: string, name: string) => ({ id: `ffffffff-0000-4000-8000-00000000000${id}`, name });

function wrapperWith(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

function seededClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(assetKeys.list(), [layout('1', 'Happy hour'), layout('2', 'Evening sport'), { ...layout('3', 'Own screen'), type: 'DISPLAY' }]);
  client.setQueryData(playlistKeys.list(), { items: [playlist('1', 'Weekend'), playlist('2', 'Afternoon')] });
  return client;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the names of layouts and playlists a schedule plays', () => {
  it('names content without sorting anything: the first locale-aware comparison is a long task on a phone', () => {
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    const { result } = renderHook(() => useContentNames(true), { wrapper: wrapperWith(seededClient()) });
    expect(result.current.contentText({ assetId: 'EEEEEEEE-0000-4000-8000-000000000002' })).toBe('Layout: Evening sport');
    expect(result.current.contentText({ playlistId: 'ffffffff-0000-4000-8000-000000000001' })).toBe('Playlist: Weekend');
    expect(compare).not.toHaveBeenCalled();
  });

  it("gives the editor's choices sorted by name when it asks, once", () => {
    const { result } = renderHook(() => useContentNames(true), { wrapper: wrapperWith(seededClient()) });
    const options = result.current.contentOptions();
    expect(options.layoutOptions.map((option) => option.label)).toEqual(['Evening sport', 'Happy hour']);
    expect(options.playlistOptions.map((option) => option.label)).toEqual(['Afternoon', 'Weekend']);
    expect(result.current.contentOptions()).toBe(options);
  });
});
