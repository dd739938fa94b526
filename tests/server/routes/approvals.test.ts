import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { OWN_CHANGE_TITLE, STALE_VERSION_TITLE, type ApprovalListItem, type LayoutVersion } from '../../../contract/approvals.ts';
import { BASE_ASSET_IDS, type Asset } from '../../../contract/assets.ts';
import { shippedRuleSet, type RuleSet, type RuleSetList } from '../../../contract/complianceRules.ts';
import type { DeviceDay } from '../../../contract/deviceDay.ts';
import { MANDATORY_LAYOUT_NOT_APPROVED } from '../../../contract/mandatoryLayoutTexts.ts';
import type { Display } from '../../../contract/displays.ts';
import type { FleetDisplay, FleetList } from '../../../contract/fleet.ts';
import type { Timeline, VenueTimeline } from '../../../contract/schedules.ts';
import { assets, auditRecords, displays, scheduleEntries, venueOpenHours } from '../../../server/db/schema.ts';
import { DeviceFixtures } from '../device-fixtures.ts';
import { FORBIDDEN, Fixtures, MISSING_UUID, NOT_FOUND, tag, VALIDATION_TITLE } from '../fixtures.ts';
import { bearer, describeEachEngine } from '../harness.ts';

const HOUR_MS = 3_600_000;
const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/**
 * Layout approval (docs/compliance.md#approval): a designer's gaming promotion reaches a gaming-room
 * screen only once another person approved exactly the version submitted; edits make drafts that
 * screens never play; the version a decision names guards against a change made meanwhile.
 */
describeEachEngine('layout approval: drafts, submission, four eyes, and what screens play', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);
  let admin: Record<string, string>;
  let otherAdmin: Record<string, string>;
  let designer: Record<string, string>;
  let approver: Record<string, string>;
  let approverEmail: string;

  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
    otherAdmin = await fixtures.adminHeaders();
    designer = await fixtures.roleHeaders('designer');
    const identity = await ctx.createIdentity({ identityType: 'Admin', role: 'approver' });
    approverEmail = identity.email;
    approver = bearer(await ctx.login(identity.email, identity.password));
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  /** A gaming-area screen of a venue in New South Wales (open all day), with its controller's device headers. */
  async function gamingScreen() {
    const tenant = await fixtures.tenant();
    const regionId = (await fixtures.regionIds()).find((region) => region.name === 'New South Wales')!.id;
    const venue = await fixtures.venue(tenant.clientId, { regionId });
    const always = Object.fromEntries(EVERY_DAY.flatMap((day) => [[`${day}Open`, '00:00'], [`${day}Close`, null]]));
    await ctx.db.insert(venueOpenHours).values({ venueId: venue.id, ...always });
    const controller = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
    const display = await devices.display(controller.id);
    await ctx.db.update(displays).set({ zone: 'gaming-area' }).where(eq(displays.id, display.id));
    return { tenant, venue, display, device: bearer(controller.token) };
  }

  const textPlacement = (value: string, id?: string) => ({ ...(id ? { id } : {}), assetId: BASE_ASSET_IDS.TEXT, config: { value }, x: 10, y: 20 });

  async function createLayout(headers: Record<string, string>, category: Asset['category'], words: string): Promise<Asset> {
    const created = await call('POST', '/api/asset', headers, { name: `Promotion ${tag()}`, category, placements: [textPlacement(words)] });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<Asset>();
  }

  async function editLayout(headers: Record<string, string>, asset: Asset, words: string): Promise<Asset> {
    const saved = await call('PUT', `/api/asset/${asset.id}`, headers, {
      name: asset.name,
      category: asset.category,
      placements: [textPlacement(words, asset.placements[0]!.id)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json<Asset>();
  }

  const readAsset = async (id: string) => (await call('GET', `/api/asset/${id}`, admin)).json<Asset>();

  const scheduleAllDay = (displayId: string, assetId: string) =>
    ctx.db.insert(scheduleEntries).values({ name: `All day ${tag()}`, displayId, assetId, days: [...EVERY_DAY], fromTime: '00:00', toTime: '00:00' });

  async function dayOf(displayId: string, device: Record<string, string>): Promise<DeviceDay> {
    const answer = await call('GET', `/api/graphicscontroller/self/displays/${displayId}/day`, device);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<DeviceDay>();
  }

  /** The words the screen would draw of the layout, or undefined when its day does not carry it. */
  const wordsOn = (day: DeviceDay, assetId: string) => day.layouts[assetId]?.placements[0]?.config.value;

  async function timelineOf(displayId: string, headers: Record<string, string>): Promise<Timeline> {
    const from = Math.floor(ctx.now().getTime() / HOUR_MS) * HOUR_MS + HOUR_MS;
    const answer = await call('GET', `/api/display/${displayId}/timeline?from=${new Date(from).toISOString()}&to=${new Date(from + HOUR_MS).toISOString()}`, headers);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Timeline>();
  }

  const auditOf = (assetId: string, action: string) =>
    ctx.db.select().from(auditRecords).where(and(eq(auditRecords.entityType, 'asset'), eq(auditRecords.entityId, assetId), eq(auditRecords.action, action)));

  async function mailsAbout(name: string, to: string): Promise<string[]> {
    await ctx.deliverMail();
    return readdirSync(ctx.outboxDir)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => readFileSync(join(ctx.outboxDir, file), 'utf8'))
      .filter((mail) => mail.includes(`To: ${to}`) && mail.includes(name));
  }

  it("a designer's gaming promotion reaches a gaming-room screen only after a compliance officer approved exactly that version", async () => {
    const { display, device, tenant } = await gamingScreen();
    const promotion = await createLayout(designer, 'gaming-promotion', 'Double points tonight');
    expect(promotion.approval).toEqual({ state: 'draft', version: 1, approvedVersion: null, lastEditorId: expect.any(String), required: true });
    await scheduleAllDay(display.id, promotion.id);

    // A draft: the screen's day neither carries nor plays it, and the calendar shows it nowhere.
    let day = await dayOf(display.id, device);
    expect(wordsOn(day, promotion.id)).toBeUndefined();
    expect(day.compliance?.unapproved).toContain(promotion.id);
    expect((await timelineOf(display.id, tenant.headers)).items.map((item) => item.assetId)).not.toContain(promotion.id);

    const submitted = await call('POST', `/api/asset/${promotion.id}/submit`, designer);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<Asset>().approval).toMatchObject({ state: 'pending', version: 1, approvedVersion: null, submittedBy: { name: expect.any(String) } });
    // Pending: still nothing on the screen.
    day = await dayOf(display.id, device);
    expect(wordsOn(day, promotion.id)).toBeUndefined();

    // The approver sees it waiting, with both versions to compare.
    const waiting = (await call('GET', '/api/approvals', approver)).json<ApprovalListItem[]>();
    expect(waiting.find((item) => item.assetId === promotion.id)).toMatchObject({ name: promotion.name, category: 'gaming-promotion', version: 1, approvedVersion: null, canDecide: true });
    const frozen = await call('GET', `/api/asset/${promotion.id}/versions/1`, approver);
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect(frozen.json<LayoutVersion>().layout.placements[0]?.config.value).toBe('Double points tonight');

    // A player waiting for a change (under its client and its display, as a day's long poll waits) is woken by the approval.
    const wait = ctx.app.nextScheduleChange([tenant.clientId, display.id], 10_000);
    const started = Date.now();
    const approved = await call('POST', `/api/asset/${promotion.id}/approve`, approver, { version: 1 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<Asset>().approval).toMatchObject({ state: 'approved', version: 1, approvedVersion: 1 });
    await wait.changed;
    expect(Date.now() - started).toBeLessThan(5_000);

    day = await dayOf(display.id, device);
    expect(wordsOn(day, promotion.id)).toBe('Double points tonight');
    expect(day.compliance?.unapproved ?? []).not.toContain(promotion.id);
    expect((await timelineOf(display.id, tenant.headers)).items.map((item) => item.assetId)).toContain(promotion.id);

    // Audited: who submitted and who approved which version.
    expect((await auditOf(promotion.id, 'submit'))[0]?.changes).toMatchObject({ state: { before: 'draft', after: 'pending' }, version: { after: 1 } });
    const [approval] = await auditOf(promotion.id, 'approve');
    expect(approval?.changes).toMatchObject({ state: { before: 'pending', after: 'approved' }, approvedVersion: { before: null, after: 1 } });
    expect(approval?.actorKind).toBe('Admin');
  });

  it('an edit after approval makes a draft: the screen keeps the approved version, and says a newer one waits once submitted', async () => {
    const { display, device, tenant, venue } = await gamingScreen();
    let promotion = await createLayout(designer, 'jackpot', 'Jackpot $10,000');
    await scheduleAllDay(display.id, promotion.id);
    await call('POST', `/api/asset/${promotion.id}/submit`, designer);
    expect((await call('POST', `/api/asset/${promotion.id}/approve`, approver, { version: 1 })).statusCode).toBe(200);

    promotion = await editLayout(designer, promotion, 'Jackpot $20,000');
    expect(promotion.approval).toMatchObject({ state: 'draft', version: 2, approvedVersion: 1 });
    expect(wordsOn(await dayOf(display.id, device), promotion.id)).toBe('Jackpot $10,000');

    // A save that changes nothing is no edit.
    const same = await editLayout(designer, promotion, 'Jackpot $20,000');
    expect(same.approval).toMatchObject({ state: 'draft', version: 2 });

    // Submitted: still the approved version on screen, and every view says a newer one waits.
    await call('POST', `/api/asset/${promotion.id}/submit`, designer);
    expect(wordsOn(await dayOf(display.id, device), promotion.id)).toBe('Jackpot $10,000');
    const items = (await timelineOf(display.id, tenant.headers)).items.filter((item) => item.assetId === promotion.id);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.awaitingApproval === true)).toBe(true);
    expect((await call('GET', `/api/display/${display.id}`, tenant.headers)).json<Display>().awaitingApproval).toBe(true);
    const fleet = (await call('GET', `/api/fleet/displays?clientId=${tenant.clientId}`, admin)).json<FleetList>();
    expect(fleet.items.find((row) => row.id === display.id)?.awaitingApproval).toBe(true);
    expect((await call('GET', `/api/fleet/displays/${display.id}`, admin)).json<FleetDisplay>().awaitingApproval).toBe(true);
    const from = Math.floor(ctx.now().getTime() / HOUR_MS) * HOUR_MS + HOUR_MS;
    const venueWeek = (
      await call('GET', `/api/venues/${venue.id}/timeline?from=${new Date(from).toISOString()}&to=${new Date(from + HOUR_MS).toISOString()}`, tenant.headers)
    ).json<VenueTimeline>();
    expect(venueWeek.displays[0]?.items.some((item) => item.assetId === promotion.id && item.awaitingApproval === true)).toBe(true);

    // Both versions side by side: the approved one frozen, the draft as the editor reads it.
    expect((await call('GET', `/api/asset/${promotion.id}/versions/1`, approver)).json<LayoutVersion>().layout.placements[0]?.config.value).toBe('Jackpot $10,000');
    expect((await call('GET', `/api/asset/${promotion.id}/versions/2`, approver)).json<LayoutVersion>().layout.placements[0]?.config.value).toBe('Jackpot $20,000');

    // Approved: the screen moves to version 2 and nothing waits any more.
    expect((await call('POST', `/api/asset/${promotion.id}/approve`, approver, { version: 2 })).statusCode).toBe(200);
    expect(wordsOn(await dayOf(display.id, device), promotion.id)).toBe('Jackpot $20,000');
    expect((await call('GET', `/api/display/${display.id}`, tenant.headers)).json<Display>().awaitingApproval).toBe(false);
  });

  it('four eyes: whoever made the last change may not approve or reject it; another admin may', async () => {
    const promotion = await createLayout(admin, 'wagering', 'Bet on the Cup');
    await call('POST', `/api/asset/${promotion.id}/submit`, admin);
    const own = await call('POST', `/api/asset/${promotion.id}/approve`, admin, { version: 1 });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ status: 403, title: OWN_CHANGE_TITLE });
    expect((await call('POST', `/api/asset/${promotion.id}/reject`, admin, { version: 1, reason: 'No' })).json()).toMatchObject({ title: OWN_CHANGE_TITLE });
    expect((await call('GET', '/api/approvals', admin)).json<ApprovalListItem[]>().find((item) => item.assetId === promotion.id)?.canDecide).toBe(false);
    expect((await readAsset(promotion.id)).approval).toMatchObject({ state: 'pending', approvedVersion: null });
    expect((await call('POST', `/api/asset/${promotion.id}/approve`, otherAdmin, { version: 1 })).json<Asset>().approval).toMatchObject({ state: 'approved', approvedVersion: 1 });
  });

  it('concurrent approve and edit: a decision naming a version that is no longer the pending one is 409 and changes nothing', async () => {
    const { display, device } = await gamingScreen();
    let promotion = await createLayout(designer, 'gaming-promotion', 'Version one');
    await scheduleAllDay(display.id, promotion.id);
    await call('POST', `/api/asset/${promotion.id}/submit`, designer);
    // The approver opened version 1; the designer changes it before the approval arrives.
    promotion = await editLayout(designer, promotion, 'Version two, never reviewed');
    const stale = await call('POST', `/api/asset/${promotion.id}/approve`, approver, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ status: 409, title: STALE_VERSION_TITLE });
    expect((await call('POST', `/api/asset/${promotion.id}/reject`, approver, { version: 1, reason: 'Too late' })).statusCode).toBe(409);
    expect((await readAsset(promotion.id)).approval).toMatchObject({ state: 'draft', version: 2, approvedVersion: null });
    expect(wordsOn(await dayOf(display.id, device), promotion.id)).toBeUndefined();
    // A version that is not pending at all cannot be approved either.
    expect((await call('POST', `/api/asset/${promotion.id}/approve`, approver, { version: 2 })).json()).toMatchObject({ title: STALE_VERSION_TITLE });

    // The edit and the approval racing: one wins, and the screen only ever plays a version that was reviewed.
    await call('POST', `/api/asset/${promotion.id}/submit`, designer);
    const [approve, edit] = await Promise.all([
      call('POST', `/api/asset/${promotion.id}/approve`, approver, { version: 2 }),
      call('PUT', `/api/asset/${promotion.id}`, designer, { name: promotion.name, category: promotion.category, placements: [textPlacement('Version three', promotion.placements[0]!.id)] }),
    ]);
    expect(edit.statusCode).toBe(200);
    const words = wordsOn(await dayOf(display.id, device), promotion.id);
    if (approve.statusCode === 200) expect(words).toBe('Version two, never reviewed');
    else {
      expect(approve.statusCode).toBe(409);
      expect(words).toBeUndefined();
    }
    expect((await readAsset(promotion.id)).approval).toMatchObject({ state: 'draft', version: 3 });
  });

  it('a rejected draft never reaches a screen; the reason is kept for the designer; an empty reason is 400', async () => {
    const { display, device } = await gamingScreen();
    const promotion = await createLayout(designer, 'liquor-promotion', 'Two for one');
    await scheduleAllDay(display.id, promotion.id);
    await call('POST', `/api/asset/${promotion.id}/submit`, designer);
    const empty = await call('POST', `/api/asset/${promotion.id}/reject`, approver, { version: 1, reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ title: VALIDATION_TITLE, errors: { reason: [expect.any(String)] } });
    const rejected = await call('POST', `/api/asset/${promotion.id}/reject`, approver, { version: 1, reason: 'Responsible service wording missing' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<Asset>().approval).toMatchObject({ state: 'rejected', version: 1, approvedVersion: null, reason: 'Responsible service wording missing' });
    expect(wordsOn(await dayOf(display.id, device), promotion.id)).toBeUndefined();
    expect((await auditOf(promotion.id, 'reject'))[0]?.changes).toMatchObject({ reason: { after: 'Responsible service wording missing' } });
    expect((await call('GET', '/api/approvals', approver)).json<ApprovalListItem[]>().map((item) => item.assetId)).not.toContain(promotion.id);
  });

  it('layouts that need no approval play as before, until "all layouts need approval" is on', async () => {
    const { display, device } = await gamingScreen();
    const general = await createLayout(designer, 'general', 'Welcome');
    expect(general.approval).toMatchObject({ state: 'draft', required: false });
    await scheduleAllDay(display.id, general.id);
    expect(wordsOn(await dayOf(display.id, device), general.id)).toBe('Welcome');

    expect((await call('GET', '/api/compliance/approval-settings', approver)).json()).toEqual({ allLayoutsNeedApproval: false });
    expect((await call('PUT', '/api/compliance/approval-settings', approver, { allLayoutsNeedApproval: true })).json()).toEqual(FORBIDDEN);
    expect((await call('PUT', '/api/compliance/approval-settings', admin, { allLayoutsNeedApproval: 'yes' })).statusCode).toBe(400);
    try {
      expect((await call('PUT', '/api/compliance/approval-settings', admin, { allLayoutsNeedApproval: true })).statusCode).toBe(204);
      expect(wordsOn(await dayOf(display.id, device), general.id)).toBeUndefined();
      expect((await readAsset(general.id)).approval?.required).toBe(true);
    } finally {
      expect((await call('PUT', '/api/compliance/approval-settings', admin, { allLayoutsNeedApproval: false })).statusCode).toBe(204);
    }
    expect(wordsOn(await dayOf(display.id, device), general.id)).toBe('Welcome');
  });

  it('mandatory responsible-gambling slots never play an unapproved layout: the last approved one plays, none approved leaves them empty and says so, and an unapproved one cannot be chosen', async () => {
    const nsw = shippedRuleSet('AU-NSW');
    const gated: RuleSet = { ...nsw, requireApproval: [...nsw.requireApproval, 'responsible-gambling'] };
    const rulesOf = async () => (await call('GET', '/api/compliance/rules', approver)).json<RuleSetList>().items.find((set) => set.jurisdiction === 'AU-NSW')!;
    const slotsOf = async (displayId: string, headers: Record<string, string>) => (await timelineOf(displayId, headers)).items.filter((item) => item.source === 'mandatory');
    const { display, device, tenant } = await gamingScreen();
    expect((await call('PUT', '/api/compliance/rules/AU-NSW', admin, gated)).statusCode).toBe(204);
    try {
      // The only responsible-gambling layout has never been approved: its slots stay, empty, and the rules say so.
      const first = await createLayout(designer, 'responsible-gambling', 'Gamble responsibly');
      let day = await dayOf(display.id, device);
      expect(day.compliance?.mandatoryAssetId).toBe(first.id);
      expect(day.compliance?.unapproved).toContain(first.id);
      expect(wordsOn(day, first.id)).toBeUndefined();
      let slots = await slotsOf(display.id, tenant.headers);
      expect(slots.length).toBeGreaterThan(0);
      expect(slots.every((slot) => slot.assetId === null)).toBe(true);
      expect((await rulesOf()).mandatoryLayout).toEqual({ assetId: first.id, playable: false });

      // Choosing it by name is refused while nothing of it is approved.
      const chosen = await call('PUT', '/api/compliance/rules/AU-NSW', admin, { ...gated, mandatory: { ...gated.mandatory!, assetId: first.id } });
      expect(chosen.statusCode).toBe(400);
      expect(chosen.json()).toMatchObject({ title: VALIDATION_TITLE, errors: { 'mandatory.assetId': [expect.stringContaining(MANDATORY_LAYOUT_NOT_APPROVED)] } });

      // Approved: it plays in the slots; a newer one never approved does not take them.
      const submitted = await call('POST', `/api/asset/${first.id}/submit`, designer);
      expect((await call('POST', `/api/asset/${first.id}/approve`, approver, { version: submitted.json<Asset>().approval!.version })).statusCode).toBe(200);
      const newer = await createLayout(designer, 'responsible-gambling', 'Newer notice');
      day = await dayOf(display.id, device);
      expect(day.compliance?.mandatoryAssetId).toBe(first.id);
      expect(day.compliance?.unapproved ?? []).not.toContain(first.id);
      expect(wordsOn(day, first.id)).toBe('Gamble responsibly');
      expect(wordsOn(day, newer.id)).toBeUndefined();
      slots = await slotsOf(display.id, tenant.headers);
      expect(new Set(slots.map((slot) => slot.assetId))).toEqual(new Set([first.id]));
      expect((await rulesOf()).mandatoryLayout).toEqual({ assetId: first.id, playable: true });

      // Edited after approval: the slots keep playing the last approved version.
      await editLayout(designer, await readAsset(first.id), 'Draft words');
      expect(wordsOn(await dayOf(display.id, device), first.id)).toBe('Gamble responsibly');

      // The approved one may be chosen by name; the newer unapproved one may not.
      expect((await call('PUT', '/api/compliance/rules/AU-NSW', admin, { ...gated, mandatory: { ...gated.mandatory!, assetId: first.id } })).statusCode).toBe(204);
      expect((await call('PUT', '/api/compliance/rules/AU-NSW', admin, { ...gated, mandatory: { ...gated.mandatory!, assetId: newer.id } })).statusCode).toBe(400);
    } finally {
      expect((await call('PUT', '/api/compliance/rules/AU-NSW', admin, nsw)).statusCode).toBe(204);
    }
  });

  it('a layout from before versions plays live until its first edit, which freezes what played', async () => {
    const { display, device } = await gamingScreen();
    const [legacy] = await ctx.db.insert(assets).values({ name: `Old promotion ${tag()}`, type: 'GROUP', category: 'gaming-promotion' }).returning();
    const saved = await call('PUT', `/api/asset/${legacy!.id}`, admin, { name: legacy!.name, category: 'gaming-promotion', placements: [textPlacement('Old words')] });
    expect(saved.statusCode, saved.body).toBe(200);
    // Its first edit: the empty approved version 1 was frozen first, so the screen keeps it.
    expect(saved.json<Asset>().approval).toMatchObject({ state: 'draft', version: 2, approvedVersion: 1 });
    await scheduleAllDay(display.id, legacy!.id);
    const day = await dayOf(display.id, device);
    expect(day.layouts[legacy!.id]?.placements).toEqual([]);
  });

  it('an edit of a group placed in a layout makes a draft of that layout too; the screen keeps the frozen group', async () => {
    const { display, device } = await gamingScreen();
    const group = await createLayout(designer, 'general', 'Spin to win');
    const created = await call('POST', '/api/asset', designer, {
      name: `Outer ${tag()}`,
      category: 'gaming-promotion',
      placements: [{ assetId: group.id, config: {}, x: 0, y: 0 }],
    });
    const outer = created.json<Asset>();
    await scheduleAllDay(display.id, outer.id);
    await call('POST', `/api/asset/${outer.id}/submit`, designer);
    expect((await call('POST', `/api/asset/${outer.id}/approve`, approver, { version: 1 })).statusCode).toBe(200);
    const drawn = async () => (await dayOf(display.id, device)).layouts[outer.id]?.placements[0]?.children?.[0]?.config.value;
    expect(await drawn()).toBe('Spin to win');

    await editLayout(designer, group, 'Spin to lose');
    expect((await readAsset(outer.id)).approval).toMatchObject({ state: 'draft', version: 2, approvedVersion: 1 });
    expect(await drawn()).toBe('Spin to win');
  });

  it('mails every approver and admin once per submission, with a link to /approvals', async () => {
    const promotion = await createLayout(designer, 'gaming-promotion', 'Members draw');
    await call('POST', `/api/asset/${promotion.id}/submit`, designer);
    const mails = await mailsAbout(promotion.name, approverEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('/approvals');
    // Submitting again while it waits is refused, and mails nobody.
    expect((await call('POST', `/api/asset/${promotion.id}/submit`, designer)).statusCode).toBe(409);
    expect(await mailsAbout(promotion.name, approverEmail)).toHaveLength(1);
  });

  describe('who may do what', () => {
    it('designers submit but never decide; approvers decide but never edit; client roles do neither', async () => {
      const tenant = await fixtures.tenant();
      const promotion = await createLayout(designer, 'gaming-promotion', 'Roles');
      expect((await call('POST', `/api/asset/${promotion.id}/submit`, approver)).json()).toEqual(FORBIDDEN);
      expect((await call('PUT', `/api/asset/${promotion.id}`, approver, { name: 'x', placements: [textPlacement('x')] })).json()).toEqual(FORBIDDEN);
      expect((await call('POST', `/api/asset/${promotion.id}/submit`, designer)).statusCode).toBe(200);
      expect((await call('POST', `/api/asset/${promotion.id}/approve`, designer, { version: 1 })).json()).toEqual(FORBIDDEN);
      expect((await call('POST', `/api/asset/${promotion.id}/reject`, designer, { version: 1, reason: 'x' })).json()).toEqual(FORBIDDEN);
      expect((await call('GET', '/api/approvals', designer)).json()).toEqual(FORBIDDEN);
      for (const headers of [tenant.headers, await fixtures.roleHeaders('viewer', tenant.clientId)]) {
        expect((await call('POST', `/api/asset/${promotion.id}/submit`, headers)).json()).toEqual(FORBIDDEN);
        expect((await call('POST', `/api/asset/${promotion.id}/approve`, headers, { version: 1 })).json()).toEqual(FORBIDDEN);
        expect((await call('GET', '/api/approvals', headers)).json()).toEqual(FORBIDDEN);
        expect((await call('GET', `/api/asset/${promotion.id}/versions/1`, headers)).json()).toEqual(FORBIDDEN);
        expect((await call('PUT', '/api/compliance/approval-settings', headers, { allLayoutsNeedApproval: true })).json()).toEqual(FORBIDDEN);
      }
      expect((await readAsset(promotion.id)).approval).toMatchObject({ state: 'pending' });
    });

    it('unknown ids are 404, bad bodies 400, and neither changes anything', async () => {
      const promotion = await createLayout(designer, 'gaming-promotion', 'Bodies');
      await call('POST', `/api/asset/${promotion.id}/submit`, designer);
      for (const url of [`/api/asset/${MISSING_UUID}`, '/api/asset/not-an-id']) {
        expect((await call('POST', `${url}/submit`, designer)).json()).toEqual(NOT_FOUND);
        expect((await call('POST', `${url}/approve`, approver, { version: 1 })).json()).toEqual(NOT_FOUND);
        expect((await call('POST', `${url}/reject`, approver, { version: 1, reason: 'x' })).json()).toEqual(NOT_FOUND);
        expect((await call('GET', `${url}/versions/1`, approver)).json()).toEqual(NOT_FOUND);
      }
      for (const version of ['0', 'x', '99']) expect((await call('GET', `/api/asset/${promotion.id}/versions/${version}`, approver)).json()).toEqual(NOT_FOUND);
      for (const body of [{}, { version: 0 }, { version: 1.5 }, { version: '1' }]) {
        const bad = await call('POST', `/api/asset/${promotion.id}/approve`, approver, body);
        expect(bad.statusCode, JSON.stringify(body)).toBe(400);
        expect(bad.json()).toMatchObject({ title: VALIDATION_TITLE, errors: { version: [expect.any(String)] } });
      }
      expect((await call('POST', `/api/asset/${promotion.id}/reject`, approver, { version: 1 })).json()).toMatchObject({ errors: { reason: [expect.any(String)] } });
      // Base assets are not layouts.
      expect((await call('POST', `/api/asset/${BASE_ASSET_IDS.TEXT}/submit`, designer)).statusCode).toBe(409);
      expect((await readAsset(promotion.id)).approval).toMatchObject({ state: 'pending', version: 1, approvedVersion: null });
    });
  });
});
