import type { ScheduleContent } from '../../../contract/schedules.ts';

/**
 * How the schedule and takeover lists name what an entry or takeover shows: "Layout: Happy hour",
 * "Playlist: Evening sport"; "Layout" or "Playlist" where no name is known.
 */
export function contentLabel(content: ScheduleContent, name: string | null | undefined): string {
  const kind = 'assetId' in content ? 'Layout' : 'Playlist';
  return name ? `${kind}: ${name}` : kind;
}
