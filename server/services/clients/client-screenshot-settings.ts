import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../sql-rows.ts';

/** How often the client's players send a screenshot, in minutes; null when there is no such client. */
export async function clientScreenshotMinutes(db: Db, clientId: string): Promise<number | null> {
  const [row] = await queryRows<{ minutes: number }>(db, sql`select screenshot_interval_minutes as minutes from clients where id = ${clientId}::uuid`);
  return row?.minutes ?? null;
}

/** Sets it (in the caller's audited transaction); null when the client is gone. */
export async function setClientScreenshotMinutes(db: Db, clientId: string, minutes: number, now: Date): Promise<number | null> {
  const [row] = await queryRows<{ minutes: number }>(
    db,
    sql`update clients set screenshot_interval_minutes = ${minutes}, updated_utc = ${now.toISOString()}::timestamptz
        where id = ${clientId}::uuid returning screenshot_interval_minutes as minutes`,
  );
  return row?.minutes ?? null;
}
