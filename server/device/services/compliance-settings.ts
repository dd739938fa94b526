import type { RuleSetKey } from '../../../contract/compliance.ts';
import type { RuleSet } from '../../../contract/complianceRules.ts';
import type { Db } from '../../db/database.ts';
import { allLayoutsNeedApproval } from '../../services/approvals/approval-settings.ts';
import { mandatoryLayoutsByKey, type MandatoryLayout } from '../../services/approvals/mandatory-layout.ts';
import { ruleSetsByKey } from '../../services/compliance/compliance-rules.ts';
import { KNOWN_DAY_MS } from './known-days.ts';
import type { HeardWakes, WakeMark } from './wake-log.ts';

/** The portal-wide compliance settings every display's day is guarded by (docs/compliance.md). */
export interface ComplianceSettings {
  /** Each jurisdiction's rule set, the shipped defaults where none was saved (ruleSetsByKey). */
  rulesByKey: ReadonlyMap<RuleSetKey, RuleSet>;
  /** The admins' "all layouts need approval" (allLayoutsNeedApproval). */
  allLayoutsNeedApproval: boolean;
  /** Each rule set's responsible-gambling slots' layout (mandatoryLayoutsByKey), null where it lays none. */
  mandatoryByKey: ReadonlyMap<RuleSetKey, MandatoryLayout | null>;
}

/** Reads the settings from the database. */
export async function readComplianceSettings(db: Db): Promise<ComplianceSettings> {
  const [rulesByKey, allLayouts] = await Promise.all([ruleSetsByKey(db), allLayoutsNeedApproval(db)]);
  return { rulesByKey, allLayoutsNeedApproval: allLayouts, mandatoryByKey: await mandatoryLayoutsByKey(db, rulesByKey, allLayouts) };
}

interface Kept {
  settings: Promise<ComplianceSettings>;
  mark: WakeMark;
  readAtMs: number;
}

/**
 * The compliance settings this process read last, so a player's day read does not read them again
 * (four statements of each read, the same for every display: docs/device-protocol.md#known-days).
 *
 * What makes them stale, and how it is noticed: a rule set saved or restored, the approval
 * setting saved, and any change that can move the slots' layout (a responsible-gambling layout
 * created, saved, approved or deleted: schedule-change-audience.ts) are announced to everyone
 * (`scheduleChanged('all')`; NOTIFY, so from any API process), which drops them as it drops every kept
 * day; while the wake channel cannot hear (mark null) nothing is kept; a change behind the API's
 * back is read within KNOWN_DAY_MS, as a kept day is. A read under way is shared: after a change
 * wakes every player at once, one read serves them all.
 */
export class ComplianceSettingsCache {
  private kept: Kept | null = null;
  private readonly heard: HeardWakes;
  private readonly read: (db: Db) => Promise<ComplianceSettings>;
  private readonly maxAgeMs: number;

  constructor(heard: HeardWakes, read: (db: Db) => Promise<ComplianceSettings> = readComplianceSettings, maxAgeMs = KNOWN_DAY_MS) {
    this.heard = heard;
    this.read = read;
    this.maxAgeMs = maxAgeMs;
  }

  get(db: Db, nowMs: number): Promise<ComplianceSettings> {
    const kept = this.kept;
    // Woken with everyone only: a null key is never named by a client's, venue's or display's change.
    if (kept && nowMs - kept.readAtMs < this.maxAgeMs && nowMs >= kept.readAtMs && !this.heard.wokenSince(null, kept.mark)) return kept.settings;
    // Taken before the read: a change announced while it runs makes what it read stale.
    const mark = this.heard.mark();
    const settings = this.read(db);
    if (mark === null) {
      this.kept = null;
      return settings;
    }
    const entry: Kept = { settings, mark, readAtMs: nowMs };
    this.kept = entry;
    // A failed read is not kept: the next caller reads again.
    settings.catch(() => {
      if (this.kept === entry) this.kept = null;
    });
    return settings;
  }
}
