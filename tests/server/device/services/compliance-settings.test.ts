import { describe, expect, it } from 'vitest';
import { shippedRuleSet } from '../../../../contract/complianceRules.ts';
import type { Db } from '../../../../server/db/database.ts';
import { ComplianceSettingsCache, type ComplianceSettings } from '../../../../server/device/services/compliance-settings.ts';
import { KNOWN_DAY_MS } from '../../../../server/device/services/known-days.ts';
import { WakeLog, type HeardWakes } from '../../../../server/device/services/wake-log.ts';

const CLIENT = '0a1b2c3d-0000-4000-8000-00000000000c';
// The reader is a stand-in: the database is never asked.
const db = {} as Db;

/** A reader that answers a new settings object per read, counting the reads. */
function countingReader() {
  const reader = {
    reads: 0,
    read: async (): Promise<ComplianceSettings> => {
      reader.reads += 1;
      return { rulesByKey: new Map([['AU-NSW', shippedRuleSet('AU-NSW')]]), allLayoutsNeedApproval: reader.reads % 2 === 0, mandatoryByKey: new Map() };
    },
  };
  return reader;
}

describe('the compliance settings a process keeps for players’ days (device/services/compliance-settings.ts)', () => {
  it('reads once and answers the same until everyone is woken (a rule set or the approval setting saved) or KNOWN_DAY_MS passes', async () => {
    const heard = new WakeLog();
    const reader = countingReader();
    const cache = new ComplianceSettingsCache(heard, reader.read);
    const now = 1_000_000;
    const first = await cache.get(db, now);
    expect(await cache.get(db, now + 1000)).toBe(first);
    expect(reader.reads).toBe(1);

    // A client's, venue's or display's change leaves them.
    heard.record([CLIENT]);
    expect(await cache.get(db, now + 2000)).toBe(first);
    expect(reader.reads).toBe(1);

    // A change announced to everyone drops them: the next day read reads them again.
    heard.record('all');
    const second = await cache.get(db, now + 3000);
    expect(second).not.toBe(first);
    expect(reader.reads).toBe(2);
    expect(await cache.get(db, now + 4000)).toBe(second);

    // Only a change behind the API's back relies on the age.
    expect(await cache.get(db, now + 3000 + KNOWN_DAY_MS)).not.toBe(second);
    expect(reader.reads).toBe(3);
    // A clock gone back reads again too.
    await cache.get(db, now);
    expect(reader.reads).toBe(4);
  });

  it('keeps nothing read while the wake channel could not hear (a lost LISTEN connection)', async () => {
    const log = new WakeLog();
    let listening = false;
    const heard: HeardWakes = { mark: () => (listening ? log.mark() : null), wokenSince: (keys, mark) => log.wokenSince(keys, mark) };
    const reader = countingReader();
    const cache = new ComplianceSettingsCache(heard, reader.read);
    await cache.get(db, 0);
    await cache.get(db, 1);
    expect(reader.reads).toBe(2);
    // Listening again (the channel wakes everyone then): kept from the next read on.
    listening = true;
    log.record('all');
    await cache.get(db, 2);
    await cache.get(db, 3);
    expect(reader.reads).toBe(3);
  });

  it('shares a read under way, and drops one that changed since it began or failed', async () => {
    const heard = new WakeLog();
    const reader = countingReader();
    const cache = new ComplianceSettingsCache(heard, reader.read);
    // Every player woken at once: one read serves them all.
    const together = await Promise.all([cache.get(db, 0), cache.get(db, 0), cache.get(db, 0)]);
    expect(new Set(together).size).toBe(1);
    expect(reader.reads).toBe(1);

    // A change announced while a read runs: what it read may be the old rules, so it is not kept.
    heard.record('all');
    const during = cache.get(db, 1);
    heard.record('all');
    await during;
    await cache.get(db, 2);
    expect(reader.reads).toBe(3);
    await cache.get(db, 3);
    expect(reader.reads).toBe(3);

    let fail = true;
    const failing = new ComplianceSettingsCache(new WakeLog(), async () => {
      if (fail) throw new Error('connection lost');
      return reader.read();
    });
    await expect(failing.get(db, 0)).rejects.toThrow('connection lost');
    fail = false;
    await expect(failing.get(db, 1)).resolves.toMatchObject({ rulesByKey: expect.any(Map) });
  });
});
