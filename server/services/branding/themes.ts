import { asc, eq, sql } from 'drizzle-orm';
import type { Theme } from '../../../contract/themes.ts';
import type { Db } from '../../db/database.ts';
import { themes } from '../../db/schema.ts';

const themeColumns = { id: themes.id, name: themes.name, updatedUtc: themes.updatedUtc };

function toTheme(row: { id: string; name: string; updatedUtc: Date }): Theme {
  return { id: row.id, name: row.name, updatedUtc: row.updatedUtc.toISOString() };
}

export async function createTheme(db: Db, name: string): Promise<{ id: string }> {
  const [row] = await db.transaction((tx) => tx.insert(themes).values({ name }).returning({ id: themes.id }));
  if (!row) throw new Error('Insert into themes returned no row.');
  return row;
}

/** Every theme by name ignoring case, the same on both engines whatever their collation. */
export async function listThemes(db: Db): Promise<Theme[]> {
  const rows = await db.select(themeColumns).from(themes).orderBy(sql`lower(${themes.name})`, asc(themes.name), asc(themes.id));
  return rows.map(toTheme);
}

/** The renamed theme, or null when there is none of that id. */
export async function renameTheme(db: Db, themeId: string, name: string): Promise<Theme | null> {
  const [row] = await db.transaction((tx) =>
    tx.update(themes).set({ name, updatedUtc: sql`now()` }).where(eq(themes.id, themeId)).returning(themeColumns));
  return row ? toTheme(row) : null;
}

/** Whether there was such a theme. Assets of the theme keep working: the foreign key sets their theme_id to null. */
export async function deleteTheme(db: Db, themeId: string): Promise<boolean> {
  const deleted = await db.transaction((tx) => tx.delete(themes).where(eq(themes.id, themeId)).returning({ id: themes.id }));
  return deleted.length > 0;
}
