import { describe, expect, it } from 'vitest';
import { runSuffix as suffix } from './api.ts';
import { signedInAdminPage } from './signedInAdmin.ts';

const clientName = `E2E Client ${suffix}`;
const venueName = `E2E Venue ${suffix}`;
const gmv = `GMV-${suffix}`;

describe('the clients and venues journey (admin)', () => {
  const currentPage = signedInAdminPage();

  it('creates a client, adds a venue, edits its open hours and finds it on /venues and in search', async () => {
    const page = currentPage();
    // Client create: the docs/product.md#validation-messages message first, then success.
    await page.getByRole('link', { name: 'Create Client' }).click();
    await page.waitForURL('**/clients/create');
    await page.getByRole('button', { name: 'Create Client' }).click();
    await page.getByText('Client name must be at least 2 characters.').waitFor();
    await page.getByLabel('Name').fill(clientName);
    await page.getByRole('button', { name: 'Create Client' }).click();
    await page.getByText('Client created').waitFor();
    await page.waitForURL(/\/clients\/[0-9a-f-]{36}$/);
    const clientPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: clientName, level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(clientName).waitFor();

    // The same name again is a 409 whose title shows over the form.
    await page.goto('/clients/create');
    await page.getByLabel('Name').fill(clientName);
    await page.getByRole('button', { name: 'Create Client' }).click();
    await page.getByRole('alert').filter({ hasText: 'A client with this name already exists.' }).waitFor();

    // Add Venue from the client page preselects the client.
    await page.goto(clientPath);
    await page.getByRole('link', { name: 'Add Venue' }).click();
    await page.waitForURL('**/venues/create?clientId=*');
    await expect.poll(() => page.getByRole('combobox', { name: 'Client' }).textContent()).toContain(clientName);
    await page.getByRole('combobox', { name: 'Region' }).click();
    await page.getByRole('option', { name: 'Victoria' }).click();
    await page.getByLabel('Name').fill(venueName);
    await page.getByLabel('GMV').fill(gmv);
    await page.getByRole('button', { name: 'Create Venue' }).click();
    await page.getByText('Venue created').waitFor();
    await page.waitForURL(new RegExp(`${clientPath}/[0-9a-f-]{36}$`));
    const venuePath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: `${venueName} (${gmv})`, level: 1 }).waitFor();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await trail.getByRole('link', { name: clientName }).waitFor();
    await trail.getByText(venueName).waitFor();

    // Open hours: every day Closed (the card's list; the week's calendar says so too), then Monday
    // opens at 00:00 with no close (LATE).
    await expect.poll(() => page.locator('dd').filter({ hasText: /^Closed$/ }).count()).toBe(7);
    await page.getByRole('button', { name: 'Edit open hours' }).click();
    const editor = page.getByRole('dialog', { name: 'Open hours' });
    await editor.getByRole('checkbox', { name: 'Monday open', exact: true }).check();
    await editor.getByRole('checkbox', { name: 'Monday close', exact: true }).uncheck();
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Successfully updated venue open hours').waitFor();
    await editor.waitFor({ state: 'detached' });
    await page.getByText('00:00 - LATE').waitFor();
    await page.reload();
    await page.getByText('00:00 - LATE').waitFor();

    // Settings › Edit: a docs/product.md#validation-messages message, then a saved rename.
    await page.getByRole('button', { name: 'Edit venue details' }).click();
    const details = page.getByRole('dialog', { name: 'Edit venue' });
    await details.getByLabel('Name').fill('X');
    await details.getByRole('button', { name: 'Save' }).click();
    await details.getByText('Name must be at least 2 characters.').waitFor();
    await details.getByLabel('Name').fill(`${venueName} B`);
    await details.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Venue updated').waitFor();
    await page.getByRole('heading', { name: `${venueName} B (${gmv})`, level: 1 }).waitFor();

    // /venues lists it; the row opens the venue page.
    await page.goto('/venues');
    await page.getByRole('heading', { name: 'Current Venues' }).waitFor();
    await page.getByRole('link', { name: `${venueName} B` }).click();
    await page.waitForURL(`**${venuePath}`);

    // The header search finds it by GMV and opens it.
    await page.goto('/clients');
    await page.getByRole('combobox', { name: 'Search' }).fill(gmv);
    await page.getByRole('listbox', { name: 'Search results' }).getByRole('option', { name: new RegExp(venueName) }).click();
    await page.waitForURL(`**${venuePath}`);

    // Delete venue: confirm, toast, back to the client page where it is gone.
    await page.getByRole('button', { name: 'Delete venue' }).click();
    await page.getByRole('dialog', { name: 'Delete venue?' }).getByRole('button', { name: 'Delete venue' }).click();
    await page.getByText('Venue deleted').waitFor();
    await page.waitForURL(`**${clientPath}`);
    await page.getByText('No venues found').waitFor();
    await page.goto(venuePath);
    await page.getByText('Not Found').first().waitFor();
  });

  it('shows Not Found for an unknown client id', async () => {
    const page = currentPage();
    await page.goto('/clients/00000000-0000-4000-8000-000000000000');
    await page.getByText('Not Found').first().waitFor();
  });
});

// The client user's side (redirects from /clients and /venues, no admin controls, Not Found for
// another client's pages) is in client-user.e2e.test.ts, which signs one up through an invitation.
