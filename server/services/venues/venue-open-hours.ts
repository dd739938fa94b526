import { eq, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { EMPTY_OPEN_HOURS, type openHoursRequestSchema, type OpenHours } from '../../../contract/openHours.ts';
import type { Db } from '../../db/database.ts';
import { venueOpenHours } from '../../db/schema.ts';

/** A venue's open hours; a venue never given any has none on every day. */
export async function venueOpenHoursOf(db: Db, venueId: string): Promise<OpenHours> {
  const [row] = await db.select().from(venueOpenHours).where(eq(venueOpenHours.venueId, venueId)).limit(1);
  return row ? toOpenHours(row) : EMPTY_OPEN_HOURS;
}

/** Saves a venue's open hours; days left out are closed. */
export async function saveVenueOpenHours(db: Db, venueId: string, days: z.output<typeof openHoursRequestSchema>): Promise<OpenHours> {
  const hours: OpenHours = { ...EMPTY_OPEN_HOURS, ...days };
  const [row] = await db.transaction((tx) =>
    tx
      .insert(venueOpenHours)
      .values({ venueId, ...hours })
      .onConflictDoUpdate({ target: venueOpenHours.venueId, set: { ...hours, updatedUtc: sql`now()` } })
      .returning(),
  );
  if (!row) throw new Error('Upsert into venue_open_hours returned no row.');
  return toOpenHours(row);
}

function toOpenHours(row: typeof venueOpenHours.$inferSelect): OpenHours {
  const { venueId: _venueId, updatedUtc: _updatedUtc, ...hours } = row;
  return hours;
}
