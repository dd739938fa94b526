import { useQuery } from '@tanstack/react-query';
import type { ScheduleContent } from '../../../contract/schedules.ts';
import type { SelectOption } from '../../../ui-kit/index.ts';
import { assetsQuery } from '../../api/assets.ts';
import { playlistsQuery } from '../../api/schedules.ts';

export interface ContentNames {
  /** "Layout: Happy hour", "Playlist: Evening sport"; "Layout" or "Playlist" where the name is not readable. */
  contentText: (content: ScheduleContent) => string;
  layoutOptions: SelectOption[];
  playlistOptions: SelectOption[];
}

const byName = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label);

/**
 * The names of layouts and playlists, for admins (only admins may read assets and playlists,
 * DESIGN §5): a client user's entries then say only which kind of content they play.
 */
export function useContentNames(isAdmin: boolean): ContentNames {
  const assets = useQuery({ ...assetsQuery(), enabled: isAdmin });
  const playlists = useQuery({ ...playlistsQuery(), enabled: isAdmin });
  // A schedule plays a layout: a GROUP asset (a display's own layout already plays by default).
  const layoutOptions = (assets.data ?? []).filter((asset) => asset.type === 'GROUP').map((asset) => ({ value: asset.id, label: asset.name })).sort(byName);
  const playlistOptions = (playlists.data?.items ?? []).map((playlist) => ({ value: playlist.id, label: playlist.name })).sort(byName);
  const names = new Map<string, string>([...layoutOptions, ...playlistOptions].map((option) => [option.value.toLowerCase(), option.label]));
  const contentText = (content: ScheduleContent) => {
    const [kind, id] = 'assetId' in content ? ['Layout', content.assetId] : ['Playlist', content.playlistId];
    const name = names.get(id.toLowerCase());
    return name ? `${kind}: ${name}` : kind;
  };
  return { contentText, layoutOptions, playlistOptions };
}
