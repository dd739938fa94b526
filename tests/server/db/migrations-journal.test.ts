import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../server/db/migrations-folder.ts';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const folder = migrationsFolder();
const entries = (JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
const snapshot = (idx: number) =>
  JSON.parse(readFileSync(join(folder, 'meta', `${String(idx).padStart(4, '0')}_snapshot.json`), 'utf8')) as { id: string; prevId: string };

/**
 * Migrations made on branches side by side are merged by hand; these are the rules that keeps.
 * drizzle's migrator applies a journal entry only when its `when` is newer than the newest one the
 * database recorded, so an entry older than the one before it would be skipped on every database
 * that already had that one; and db:generate diffs the schema against the last snapshot, so a
 * snapshot that does not follow the one before it would generate the other branch's tables again.
 */
describe('the migrations journal', () => {
  it('numbers its entries 0, 1, 2… with tags and SQL files of the same number', () => {
    entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      expect(entry.tag.startsWith(`${String(index).padStart(4, '0')}_`)).toBe(true);
      expect(existsSync(join(folder, `${entry.tag}.sql`))).toBe(true);
    });
  });

  it('has each entry made after the one before it', () => {
    for (let index = 1; index < entries.length; index += 1) {
      expect(entries[index]!.when, entries[index]!.tag).toBeGreaterThan(entries[index - 1]!.when);
    }
  });

  it('chains the snapshots, each on the one before it', () => {
    for (let idx = 1; idx < entries.length; idx += 1) expect(snapshot(idx).prevId, `snapshot ${idx}`).toBe(snapshot(idx - 1).id);
  });
});
