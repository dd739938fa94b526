import { sql } from 'drizzle-orm';

/**
 * The name of what an entry (alias e) or takeover (alias t) shows: whoever may read it may read that
 * name, though only admins list layouts and playlists.
 */
export const contentNameOf = (alias: 'e' | 't' | 'takeovers') =>
  sql`coalesce((select a.name from assets a where a.id = ${sql.raw(alias)}.asset_id), (select p.name from playlists p where p.id = ${sql.raw(alias)}.playlist_id))`;
