import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OWN_CHANGE_TITLE } from '../../contract/approvals.ts';
import { BASE_ASSET_IDS } from '../../contract/assets.ts';
import { adminToken, api, runSuffix as suffix } from './api.ts';
import { sharedChromium, type ChromiumSession } from './chromium.ts';
import { logIn } from './pages.ts';

const PASSWORD = 'Appr0val-Journey-Passw0rd!';

interface Person {
  name: string;
  email: string;
  token: string;
}

/** A person of the role, invited by the admin and signed up through the invitation, with a session token. */
async function person(admin: string, role: 'designer' | 'approver', name: string): Promise<Person> {
  const email = `${role}.${suffix.toLowerCase()}@approvals.example`;
  const { token: inviteToken } = await api<{ token: string }>('/api/invitations', { token: admin, body: { email, role } });
  await api(`/api/signup/invitations/${inviteToken}`, { body: { name, email, password: PASSWORD, passwordConfirm: PASSWORD } });
  const { token } = await api<{ token: string }>('/api/auth/login', { body: { email, password: PASSWORD } });
  return { name, email, token };
}

/** A gaming promotion (its category needs approval in the shipped rule sets): one text on the canvas. */
function promotion(name: string, text: string) {
  return {
    id: null,
    name,
    type: 'GROUP',
    themeId: null,
    category: 'gaming-promotion',
    width: '1920px',
    height: '1080px',
    placements: [{ assetId: BASE_ASSET_IDS.TEXT, x: '120px', y: '160px', order: 0, config: { value: text, fontSize: '120px' } }],
    placementsToDelete: [],
  };
}

/**
 * Layout approval (docs/permissions.md#approvals), as the people involved use it: a designer edits
 * an approved gaming promotion and submits it; an approver, another person, sees the approved and
 * the waiting versions side by side with the change in words and approves; the person who made a
 * change is never the one who approves it.
 */
describe('layout approval in the browser', () => {
  let browser: ChromiumSession;
  let admin: string;
  let designer: Person;
  let approver: Person;
  let layout: { id: string; name: string };

  async function signedIn(who: Pick<Person, 'email'>, password = PASSWORD): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/login');
    await logIn(page, who.email, password);
    await page.waitForURL((url) => url.pathname === '/');
    return { context, page };
  }

  beforeAll(async () => {
    admin = await adminToken();
    designer = await person(admin, 'designer', 'Dana Designer');
    approver = await person(admin, 'approver', 'Abi Approver');
    // v1 made and submitted by the designer, approved by the approver: what screens play.
    const name = `Friday jackpot ${suffix}`;
    const created = await api<{ id: string }>('/api/asset', { token: designer.token, body: promotion(name, 'Jackpot') });
    layout = { id: created.id, name };
    const submitted = await api<{ approval: { version: number } }>(`/api/asset/${layout.id}/submit`, { token: designer.token, body: {} });
    await api(`/api/asset/${layout.id}/approve`, { token: approver.token, body: { version: submitted.approval.version } });
    browser = await sharedChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a designer edits the approved promotion, saves a draft and submits it', async () => {
    const { context, page } = await signedIn(designer);
    // A designer decides nothing: no Approvals in the navigation, and the page sends it away.
    expect(await page.getByRole('link', { name: 'Approvals', exact: true }).count()).toBe(0);
    await page.goto('/approvals');
    await page.getByText('Your role cannot open this page').waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/approvals');

    await page.goto(`/assets/${layout.id}`);
    const approval = page.getByRole('region', { name: /^Approval/ });
    await approval.getByText('Approved v1').waitFor();

    // The text changed in Properties, then saved: a new draft, screens still play v1.
    await page.getByRole('region', { name: 'Canvas' }).getByRole('button', { name: 'Text 1 of 1' }).click();
    const value = page.getByLabel('Value');
    await value.fill('Mega jackpot');
    await value.press('Tab');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Asset updated successfully').waitFor();
    await approval.getByText('Draft', { exact: true }).waitFor();
    await approval.getByText('Screens play the approved v1 until a newer version is approved.', { exact: false }).waitFor();

    await approval.getByRole('button', { name: 'Submit for approval' }).click();
    await page.getByText('Submitted for approval', { exact: true }).waitFor();
    await approval.getByText('Pending approval').waitFor();
    expect(await approval.getByRole('button', { name: 'Submit for approval' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('an approver sees both versions side by side with the change in words, and approves', async () => {
    const { context, page } = await signedIn(approver);
    await page.getByRole('link', { name: 'Approvals', exact: true }).first().click();
    await page.waitForURL('**/approvals');
    const row = page.locator('tr', { has: page.getByRole('link', { name: layout.name, exact: true }) });
    await row.getByText('v2 (approved v1)').waitFor();
    await row.getByText(designer.name).waitFor();
    await page.getByRole('link', { name: `Review ${layout.name}` }).click();

    await page.getByRole('heading', { name: `Review: ${layout.name}`, level: 1 }).waitFor();
    const approved = page.getByRole('group', { name: `Approved v1: ${layout.name}` });
    const waiting = page.getByRole('group', { name: `Waiting v2: ${layout.name}` });
    await approved.getByText('Jackpot', { exact: true }).waitFor();
    await waiting.getByText('Mega jackpot', { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Changes' }).getByText("Text 'Jackpot' changed to 'Mega jackpot'").waitFor();

    await page.getByRole('button', { name: 'Approve v2' }).click();
    await page.getByText('Layout approved').waitFor();
    await page.waitForURL((url) => url.pathname === '/approvals');
    await page.getByRole('heading', { name: 'Approvals', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: layout.name, exact: true }).count()).toBe(0);
    const asset = await api<{ approval: { state: string; approvedVersion: number } }>(`/api/asset/${layout.id}`, { token: admin });
    expect(asset.approval).toMatchObject({ state: 'approved', approvedVersion: 2 });
    await context.close();
  });

  it('whoever made the last change cannot approve it: the review says so and withholds Approve', async () => {
    // The admin (who may decide) changes the layout and submits it.
    const current = await api<{ placements: Array<{ id: string; asset: { id: string }; x: string; y: string; order: number; config: Record<string, string> }> }>(
      `/api/asset/${layout.id}`,
      { token: admin },
    );
    await api(`/api/asset/${layout.id}`, {
      method: 'PUT',
      token: admin,
      body: {
        ...promotion(layout.name, 'Mega jackpot'),
        id: layout.id,
        placements: current.placements.map((placement) => ({ id: placement.id, assetId: placement.asset.id, x: '240px', y: placement.y, order: placement.order, config: placement.config })),
      },
    });
    await api(`/api/asset/${layout.id}/submit`, { token: admin, body: {} });

    const { context, page } = await signedIn({ email: inject('adminEmail') }, inject('adminPassword'));
    await page.goto('/approvals');
    const row = page.locator('tr', { has: page.getByRole('link', { name: layout.name, exact: true }) });
    await row.getByText('Your change').waitFor();
    await page.getByRole('link', { name: `Review ${layout.name}` }).click();
    await page.getByText(OWN_CHANGE_TITLE).waitFor();
    await page.getByRole('list', { name: 'Changes' }).getByText("Text 'Mega jackpot' moved from 120, 160 to 240, 160").waitFor();
    expect(await page.getByRole('button', { name: 'Approve v3' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reject…' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('another person rejects it: the list refreshes without a reload', async () => {
    const { context, page } = await signedIn(approver);
    await page.goto('/approvals');
    const link = page.getByRole('link', { name: layout.name, exact: true });
    await link.waitFor();
    await page.getByRole('link', { name: `Review ${layout.name}` }).click();
    await page.getByRole('button', { name: 'Reject…' }).click();
    await page.getByLabel('Reason').fill('The panel hides the jackpot amount');
    await page.getByRole('dialog').getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByText('Layout rejected').waitFor();
    await page.waitForURL((url) => url.pathname === '/approvals');
    // The same page, never reloaded: the list was read again after the decision.
    await page.getByRole('heading', { name: 'Approvals', level: 1 }).waitFor();
    await expect.poll(() => link.count()).toBe(0);
    const asset = await api<{ approval: { state: string; approvedVersion: number } }>(`/api/asset/${layout.id}`, { token: admin });
    expect(asset.approval).toMatchObject({ state: 'rejected', approvedVersion: 2 });
    await context.close();
  });
});
