import { eq, sql } from 'drizzle-orm';
import type { DisplayMode } from '../../../contract/reveal.ts';
import type { Db } from '../../db/database.ts';
import { clientRevealSettings, venueRevealSettings } from '../../db/schema.ts';

/** Stored values are checked by the table's constraint; anything else reads as unset. */
const asDisplayMode = (value: string | null | undefined): DisplayMode | null =>
  value === 'Light' || value === 'Dark' ? value : null;

export async function clientDisplayMode(db: Db, clientId: string): Promise<DisplayMode | null> {
  const [row] = await db
    .select({ displayMode: clientRevealSettings.displayMode })
    .from(clientRevealSettings)
    .where(eq(clientRevealSettings.clientId, clientId))
    .limit(1);
  return asDisplayMode(row?.displayMode);
}

/** A venue's own display mode and the client's it inherits. */
export async function venueSettings(db: Db, venueId: string, clientId: string) {
  const [row] = await db
    .select({ displayMode: venueRevealSettings.displayMode })
    .from(venueRevealSettings)
    .where(eq(venueRevealSettings.venueId, venueId))
    .limit(1);
  return { displayMode: asDisplayMode(row?.displayMode), clientDisplayMode: await clientDisplayMode(db, clientId) };
}

export async function saveClientDisplayMode(db: Db, clientId: string, displayMode: DisplayMode | null): Promise<void> {
  await db.transaction((tx) =>
    tx
      .insert(clientRevealSettings)
      .values({ clientId, displayMode })
      .onConflictDoUpdate({ target: clientRevealSettings.clientId, set: { displayMode, updatedUtc: sql`now()` } }));
}

export async function saveVenueDisplayMode(db: Db, venueId: string, displayMode: DisplayMode | null): Promise<void> {
  await db.transaction((tx) =>
    tx
      .insert(venueRevealSettings)
      .values({ venueId, displayMode })
      .onConflictDoUpdate({ target: venueRevealSettings.venueId, set: { displayMode, updatedUtc: sql`now()` } }));
}
