import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * Announced after every change to playlists, schedule entries and takeovers, so that every API
 * process (PostgreSQL LISTEN/NOTIFY, plugins/schedule-changes.ts) answers its players' long polls.
 */
export const SCHEDULE_CHANGES_CHANNEL = 'portal_schedule_changes';

export async function notifyScheduleChange(app: Pick<FastifyInstance, 'db' | 'scheduleChanged'>): Promise<void> {
  await app.db.execute(sql`select pg_notify(${SCHEDULE_CHANGES_CHANNEL}, '')`);
  app.scheduleChanged();
}
