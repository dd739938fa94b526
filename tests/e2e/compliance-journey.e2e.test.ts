import type { BrowserContext, Route } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { BASE_ASSET_IDS } from '../../contract/assets.ts';
import { weekdays } from '../../contract/openHours.ts';
import { adminToken, api, clientWithVenue, runSuffix } from './api.ts';
import { signedInAdminPage } from './signedInAdmin.ts';

const VIEWPORT = { width: 1280, height: 720 };
const PASSWORD = 'Compl1ance-Journey-Passw0rd!';

/** A layout of one big text, of a category. */
const layout = (name: string, text: string, category: string) => ({
  name,
  category,
  width: '1280px',
  height: '720px',
  placements: [{ assetId: BASE_ASSET_IDS.TEXT, config: { value: text, fontSize: '96px' }, x: '80px', y: '200px', order: 0 }],
});

/** The start of the first responsible-gambling slot a whole minute or more after `fromMs`. */
function nextLocalSlot(timeZone: string, fromMs: number): number {
  return localSlotFrom(timeZone, fromMs + 60_000);
}

/** The first start of a responsible-gambling slot (:00, :15, :30, :45 on the venue's clocks) at or after `fromMs`. */
function localSlotFrom(timeZone: string, fromMs: number): number {
  const minuteOf = (ms: number) => Number(new Intl.DateTimeFormat('en-GB', { timeZone, minute: '2-digit' }).format(ms));
  let ms = Math.ceil(fromMs / 60_000) * 60_000;
  while (minuteOf(ms) % 15 !== 0) ms += 60_000;
  return ms;
}

/** How long a responsible-gambling slot lasts in this journey's compliance settings. */
const SLOT_MS = 15_000;

/**
 * The server's clock as a player reads it, `aheadMs` ahead of the real one: the week's answers
 * (their `serverTimeUtc` and Date header) are moved on by as much.
 */
class ServerClockAhead {
  aheadMs = 0;

  async answer(route: Route): Promise<void> {
    const response = await route.fetch();
    // The body is handed on decoded, so its encoding and length go.
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    const date = Date.parse(headers.date ?? '');
    if (Number.isFinite(date)) headers.date = new Date(date + this.aheadMs).toUTCString();
    if (response.status() !== 200) return route.fulfill({ response, headers });
    const week = (await response.json()) as { serverTimeUtc: string };
    const serverTimeUtc = new Date(Date.parse(week.serverTimeUtc) + this.aheadMs).toISOString();
    return route.fulfill({ response, headers, json: { ...week, serverTimeUtc } });
  }
}

/**
 * A gaming venue's day as an admin lives it (docs/compliance.md): the street window is zoned "seen
 * from outside"; a gaming promotion for the whole venue is refused in plain words naming that
 * screen; narrowed to the gaming-area screen it saves; and the real player on that screen shows
 * the promotion, with the responsible-gambling notice laid over it at the top of the hour.
 */
describe('compliance journey: zone, refusal, narrowing, the player', () => {
  const adminPage = signedInAdminPage();
  // The player's own context, in the admin's Chromium (one browser for the file).
  let context: BrowserContext | null = null;
  afterAll(async () => {
    // The player's long poll is still held by the server: its handler's fetch ends with the context.
    await context?.unrouteAll({ behavior: 'ignoreErrors' });
    await context?.close();
  });

  it('refuses a gaming promotion on the street window, saves it on the gaming floor, and the player shows it with the :00 notice', async () => {
    const token = await adminToken();
    const { clientId, venueId, venueName } = await clientWithVenue(token, `Gaming ${runSuffix}`);
    // Open every day all day, so the notices are due every hour.
    const always = Object.fromEntries(weekdays.flatMap((day) => [[`${day}Open`, '00:00'], [`${day}Close`, null]]));
    await api(`/api/venues/${venueId}/open-hours`, { method: 'PUT', token, body: always });

    // The venue PC reports its two screens and is linked; the gaming floor's zone is known.
    const device = await api<{ graphicsControllerId: string; token: string; code: string }>('/api/graphicscontrollerauthcode', { method: 'POST' });
    const reported = await api<Array<{ id: string; label: string }>>('/api/graphicscontroller/self/displays', {
      method: 'PUT',
      token: device.token,
      body: { displays: [{ label: 'Street window', ...VIEWPORT }, { label: 'Gaming floor', ...VIEWPORT }] },
    });
    // Answered in label order, not as sent.
    const windowScreen = reported.find((display) => display.label === 'Street window');
    const floorScreen = reported.find((display) => display.label === 'Gaming floor');
    if (!windowScreen || !floorScreen) throw new Error('The displays were not reported.');
    await api(`/api/venues/${venueId}/graphics-controller-auth-codes/${device.code}`, { token, body: { name: 'Floor PC' } });
    await api(`/api/display/${floorScreen.id}/zone`, { method: 'PUT', token, body: { zone: 'gaming-area' } });

    // The promotion needs approval (shipped rules): submitted by the admin who made it, approved by another person.
    const promotionName = `Jackpot Friday ${runSuffix}`;
    const promotion = await api<{ id: string }>('/api/asset', { token, body: layout(promotionName, 'Jackpot Friday', 'gaming-promotion') });
    const email = `approver.${runSuffix.toLowerCase()}@compliance-journey.example`;
    const { token: invitation } = await api<{ token: string }>('/api/invitations', { token, body: { email, role: 'approver' } });
    await api(`/api/signup/invitations/${invitation}`, { body: { name: 'Cam Compliance', email, password: PASSWORD, passwordConfirm: PASSWORD } });
    const { token: approver } = await api<{ token: string }>('/api/auth/login', { body: { email, password: PASSWORD } });
    const submitted = await api<{ approval: { version: number } }>(`/api/asset/${promotion.id}/submit`, { token, body: {} });
    await api(`/api/asset/${promotion.id}/approve`, { token: approver, body: { version: submitted.approval.version } });
    // The newest responsible-gambling layout is what the slots show when the rules name none.
    await api('/api/asset', { token, body: layout(`Gamble responsibly ${runSuffix}`, 'Gamble responsibly', 'responsible-gambling') });

    // The admin zones the street window on its page (/screens/{id}).
    const page = adminPage();
    await page.goto(`/screens/${windowScreen.id}`);
    await page.getByRole('combobox', { name: 'Zone' }).click();
    await page.getByRole('option', { name: 'Seen from outside' }).click();
    await page.getByText('Zone saved').waitFor();

    // The promotion for the whole venue: refused, in plain words naming the window.
    await page.goto(`/clients/${clientId}/${venueId}`);
    await page.getByRole('button', { name: 'Add entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add schedule entry' });
    await dialog.getByLabel('Name').fill('Jackpot Friday');
    await dialog.getByRole('combobox', { name: 'Layout' }).click();
    await page.getByRole('option', { name: promotionName }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('combobox', { name: 'Hours' }).click();
    await page.getByRole('option', { name: 'During open hours' }).click();
    await dialog.getByLabel('Last date (optional)').fill('2099-12-31');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const refused = dialog.getByRole('list', { name: 'Screens refused' });
    await refused.waitFor();
    await dialog.getByText('Not allowed on these screens').waitFor();
    expect(await refused.textContent()).toMatch(
      new RegExp(`^Street window, ${venueName}: Gaming promotion is not allowed in the zone Seen from outside under the (default|[A-Za-z ]+) rules\\.$`),
    );

    // Narrowed to the gaming floor (the window is offered but not choosable): saved.
    await dialog.getByRole('combobox', { name: 'Where it plays' }).click();
    await expect(page.getByRole('option', { name: 'Street window, Seen from outside (not allowed)' }).getAttribute('aria-disabled')).resolves.toBe('true');
    await page.getByRole('option', { name: 'Gaming floor, Gaming area' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('listitem', { name: 'Jackpot Friday' }).waitFor();
    const entries = await api<{ items: Array<{ name: string; target: object; skipped: unknown }> }>(`/api/schedules?venueId=${venueId}`, { token });
    expect(entries.items.filter((item) => item.name === 'Jackpot Friday')).toEqual([expect.objectContaining({ target: { displayId: floorScreen.id }, skipped: null })]);

    // The gaming floor's player: the promotion, and at the top of the venue's hour the notice over it.
    const now = Date.now();
    const { timeZone } = await api<{ timeZone: string }>(
      `/api/display/${floorScreen.id}/timeline?from=${new Date(now).toISOString()}&to=${new Date(now + 60_000).toISOString()}`,
      { token },
    );
    context = await page.context().browser()!.newContext({ baseURL: inject('baseUrl'), viewport: VIEWPORT, serviceWorkers: 'block' });
    await context.addInitScript((value) => window.localStorage.setItem('player.deviceToken', value), device.token);
    // The player plays by the server's clock, sampled from its week's answers (docs/player.md#playing-the-week):
    // a page clock moved alone is set back at the next sample, which a jump of over ten minutes makes
    // due at once. So the server's clock, as the player reads it, moves with the page's.
    const serverClock = new ServerClockAhead();
    await context.route((url) => /^\/api\/graphicscontroller\/self\/displays\/[^/]+\/day$/.test(url.pathname), (route) => serverClock.answer(route));
    const player = await context.newPage();
    await player.clock.install({ time: Date.now() });
    const moveClocks = async (ms: number) => {
      serverClock.aheadMs += ms;
      await player.clock.fastForward(ms);
    };
    // Between slots (each 15 s from :00, :15, :30 and :45) the promotion plays. The player starts
    // clear of them: a slot under way or due within a minute is jumped over before it loads, so the
    // promotion is on screen within the wait below (a slot hides it for 15 s of it).
    const pageNow = () => player.evaluate(() => Date.now());
    const loadAt = await pageNow();
    const nearSlot = localSlotFrom(timeZone, loadAt - SLOT_MS);
    if (nearSlot - loadAt < 60_000) await moveClocks(nearSlot + SLOT_MS + 1_000 - loadAt);
    await player.goto('/player?display=Gaming floor');
    await player.getByText('Jackpot Friday').waitFor({ timeout: 15_000 });

    // Both clocks run on from the jump, so the notice must be seen within its 15 s slot: 12 s leaves a
    // loaded machine time to draw it. The jump is reckoned from the page's own time, which the move
    // above may have put ahead of this process's.
    const slotStart = nextLocalSlot(timeZone, await pageNow());
    await moveClocks(Math.max(0, slotStart + 1_000 - (await pageNow())));
    await player.getByText('Gamble responsibly').waitFor({ timeout: 12_000 });
    await player.getByText('Jackpot Friday').waitFor({ state: 'detached', timeout: 12_000 });
    // The slot lasts 15 s; then the promotion again.
    await moveClocks(SLOT_MS + 1_000);
    await player.getByText('Jackpot Friday').waitFor({ timeout: 12_000 });
    expect(await player.getByText('Gamble responsibly').count()).toBe(0);
  });
});
