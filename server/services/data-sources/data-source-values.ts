import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { dataSourceMessages, dataValueSchemas, type DataField } from '../../../contract/dataSources.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { dataSourceValues } from '../../db/schema.ts';

/** Field key → value as stored, with its time. */
export type StoredValues = Map<string, { value: unknown; updatedUtc: Date }>;

/**
 * Checks every value against its field's type: all or nothing, so a push with one bad value
 * stores none (a jackpot half updated is worse than one a second old). Answers the errors by key.
 */
export function valueErrors(fields: readonly DataField[], values: Record<string, unknown>): Record<string, string[]> {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const errors: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(values)) {
    const field = byKey.get(key);
    if (!field) errors[`values.${key}`] = [dataSourceMessages.unknownKey];
    else if (!dataValueSchemas[field.type].safeParse(value).success) errors[`values.${key}`] = [dataSourceMessages.wrongType[field.type]];
  }
  return errors;
}

/** Upserts the values of one source, all at `at`. */
export async function storeValues(db: DbOrTx, sourceId: string, values: Record<string, unknown>, at: Date): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ sourceId, key, value, updatedUtc: at }));
  if (rows.length === 0) return;
  await db
    .insert(dataSourceValues)
    .values(rows)
    .onConflictDoUpdate({
      target: [dataSourceValues.sourceId, dataSourceValues.key],
      set: { value: sql`excluded.value`, updatedUtc: sql`excluded.updated_utc` },
    });
}

/** The stored values of these sources, by source id. */
export async function readValues(db: Db, sourceIds: readonly string[]): Promise<Map<string, StoredValues>> {
  const bySource = new Map<string, StoredValues>();
  if (sourceIds.length === 0) return bySource;
  const rows = await db.select().from(dataSourceValues).where(inArray(dataSourceValues.sourceId, [...sourceIds]));
  for (const row of rows) {
    let values = bySource.get(row.sourceId);
    if (!values) bySource.set(row.sourceId, (values = new Map()));
    values.set(row.key, { value: row.value, updatedUtc: row.updatedUtc });
  }
  return bySource;
}

/** Drops the values of keys a source no longer has (after its fields were edited). */
export async function dropValuesOutside(db: DbOrTx, sourceId: string, keys: readonly string[]): Promise<void> {
  await db.delete(dataSourceValues).where(and(eq(dataSourceValues.sourceId, sourceId), notInArray(dataSourceValues.key, [...keys])));
}
