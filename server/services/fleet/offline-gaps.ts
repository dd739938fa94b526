import { lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { controllerOfflineGaps } from '../../db/schema.ts';
import { gapsEndedBefore } from './display-uptime.ts';

/**
 * A sighting that ends a silence longer than ALERT_AFTER_MINUTES records it (the display's 7-day
 * uptime counts it as down). Called only by the process whose conditional sighting write won, so
 * each silence is one row; costs nothing on an ordinary heartbeat.
 */
export async function recordOfflineGap(db: Db, controllerId: string, previousSeen: Date | null, now: Date, alertAfterMinutes: number): Promise<void> {
  if (previousSeen === null || now.getTime() - previousSeen.getTime() <= alertAfterMinutes * 60_000) return;
  await db.insert(controllerOfflineGaps).values({ graphicsControllerId: controllerId, startedUtc: previousSeen, endedUtc: now });
}

/** Housekeeping: silences that ended before every uptime window. */
export async function deleteOldOfflineGaps(db: Db, now: Date): Promise<void> {
  await db.delete(controllerOfflineGaps).where(lt(controllerOfflineGaps.endedUtc, gapsEndedBefore(now)));
}

