import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/**
 * Announced after every change to playlists, schedule entries and takeovers, so that every API
 * process (PostgreSQL LISTEN/NOTIFY) can tell its connected players to fetch their day again.
 */
export const SCHEDULE_CHANGES_CHANNEL = 'portal_schedule_changes';

export async function notifyScheduleChange(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${SCHEDULE_CHANGES_CHANNEL}, '')`);
}
