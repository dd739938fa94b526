import { describe, expect, it } from 'vitest';
import { adminToken, api, clientWithVenue, runSuffix } from './api.ts';
import { signedInAdminPage } from './signedInAdmin.ts';

describe('accountability: who changed what, before and after', () => {
  const currentPage = signedInAdminPage();

  it('shows an open-hours change with before and after in the venue History and on /activity', async () => {
    const page = currentPage();
    const { clientId, venueId } = await clientWithVenue(await adminToken(), 'Audit');
    await page.goto(`/clients/${clientId}/${venueId}`);
    await page.getByRole('button', { name: 'Edit open hours' }).click();
    const editor = page.getByRole('dialog', { name: 'Open hours' });
    await editor.getByRole('checkbox', { name: 'Monday open', exact: true }).check();
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Successfully updated venue open hours').waitFor();

    // The venue's History: the record opens to its changed fields, before and after.
    const history = page.locator('[data-history-card]');
    await history.getByText(/the open hours of E2E Venue Audit$/).first().click();
    const row = history.getByRole('table', { name: 'Changes' }).getByRole('row', { name: /Monday open/ });
    await row.locator('[data-before]').getByText('—').waitFor();
    await row.locator('[data-after]').getByText('00:00').waitFor();

    // All activity: the same record on /activity, filtered to the venue.
    await history.getByRole('link', { name: 'All activity' }).click();
    await page.waitForURL(`**/activity?clientId=${clientId}&venueId=${venueId}`);
    // The filter it arrived with is shown, so it can be cleared.
    await page.getByRole('combobox', { name: 'Venue' }).getByText('E2E Venue Audit').waitFor();
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    // Within the Activity list: the save's toast ("…venue open hours") may still be showing, and it is a listitem too.
    await page.getByRole('list', { name: 'Activity' }).getByRole('listitem').filter({ hasText: /the open hours of/ }).first().getByText(/the open hours of E2E Venue Audit$/).click();
    const onActivity = page.getByRole('table', { name: 'Changes' }).getByRole('row', { name: /Monday open/ });
    await onActivity.locator('[data-after]').getByText('00:00').waitFor();
  });

  it("leaves a person's sign-ins out of /activity when asked, and keeps the choice in the address", async () => {
    const page = currentPage();
    const admin = await adminToken();
    // A new person who signed in once: their records are their sign-up and that sign-in.
    const email = `signs.in.${runSuffix.toLowerCase()}@activity.example`;
    const password = 'Activity-Journey-Passw0rd!';
    const { token: invitation } = await api<{ token: string }>('/api/invitations', { token: admin, body: { email, role: 'designer' } });
    const { token } = await api<{ token: string }>(`/api/signup/invitations/${invitation}`, {
      body: { name: 'Sam Signs-In', email, password, passwordConfirm: password },
    });
    const { id } = await api<{ id: string }>('/api/identities/current', { token });
    await api('/api/auth/login', { body: { email, password } });

    await page.goto(`/activity?identityId=${id}`);
    const list = page.getByRole('list', { name: 'Activity' });
    await list.getByText('Sam Signs-In signed in').waitFor();
    await page.getByRole('checkbox', { name: 'Leave out sign-ins' }).click();
    await page.waitForURL(`**/activity?identityId=${id}&changesOnly=true`);
    await expect.poll(async () => (await page.getByRole('main').textContent()) ?? '').not.toContain('Sam Signs-In signed in');
    await page.reload();
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Leave out sign-ins' }).isChecked()).toBe(true);
  });
});
