import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ScheduleContent } from '../../../../contract/schedules.ts';
import type { SelectOption } from '../../../../ui-kit/index.ts';
import { assetsQuery } from '../../../api/assets.ts';
import { playlistsQuery } from '../../../api/playlists.ts';
import { contentLabel } from '../../../shared/lists/contentLabel.ts';

export interface ContentNames {
  /**
   * "Layout: Happy hour", "Playlist: Evening sport": the name the server gave with the entry (every
   * reader gets it), else the admin's lists; "Layout" or "Playlist" where neither knows it.
   */
  contentText: (content: ScheduleContent, knownName?: string | null) => string;
  /**
   * The editor's choices, sorted by name. Sorted when first asked for (the editor opens), not as
   * the venue page draws its schedule: the first locale-aware comparison builds ICU's collator, a
   * long task of its own on a phone.
   */
  contentOptions: () => ContentOptions;
}

export interface ContentOptions {
  layoutOptions: SelectOption[];
  playlistOptions: SelectOption[];
}

const byName = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label);

/**
 * The names of layouts and playlists, for those who hold content.read (client-side roles do not,
 * docs/permissions.md): the editor's choices. Entries, takeovers and timelines carry their content's name for
 * everyone, so a client user reads it too.
 */
export function useContentNames(readsContent: boolean): ContentNames {
  const assets = useQuery({ ...assetsQuery(), enabled: readsContent });
  const playlists = useQuery({ ...playlistsQuery(), enabled: readsContent });
  // Made again only when a list answers: the week's labels (useWeekView) are worked out again
  // only when these or its entries change, not on every drawing of the page.
  return useMemo(() => {
    // A schedule plays a layout: a GROUP asset (a display's own layout already plays by default).
    const layouts = (assets.data ?? []).filter((asset) => asset.type === 'GROUP').map((asset) => ({ value: asset.id, label: asset.name }));
    const playlistChoices = (playlists.data?.items ?? []).map((playlist) => ({ value: playlist.id, label: playlist.name }));
    const names = new Map<string, string>([...layouts, ...playlistChoices].map((option) => [option.value.toLowerCase(), option.label]));
    const contentText = (content: ScheduleContent, knownName?: string | null) =>
      contentLabel(content, knownName ?? names.get(('assetId' in content ? content.assetId : content.playlistId).toLowerCase()));
    let sorted: ContentOptions | null = null;
    const contentOptions = () => (sorted ??= { layoutOptions: [...layouts].sort(byName), playlistOptions: [...playlistChoices].sort(byName) });
    return { contentText, contentOptions };
  }, [assets.data, playlists.data]);
}
