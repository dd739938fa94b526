import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { complianceCsvColumns, type ComplianceReport } from '../../contract/complianceReport.ts';
import { adminToken, api, clientWithVenue, runSuffix } from './api.ts';
import { signedInAdminPage } from './signedInAdmin.ts';

const TEXT_ASSET_ID = '00000000-0000-4000-8000-000000000001';

/** Yesterday's date on the venue's clock (the first seeded region's, Sydney's). */
const sydneyYesterday = () => new Date(Date.now() - 24 * 60 * 60 * 1000).toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });

/**
 * An admin opens /compliance from the navigation against the real server: a screen of a new venue
 * that played yesterday is a row (its zone, its status in words), and Download CSV saves the same
 * rows under the report's header; the rows can be narrowed to one kind, kept in the address.
 */
describe('the compliance report (/compliance)', () => {
  const page = signedInAdminPage();

  it('shows a screen’s day and downloads it as CSV', async () => {
    const token = await adminToken();
    const { clientId, venueId, venueName } = await clientWithVenue(token, `Compliance ${runSuffix}`);
    const device = await api<{ token: string; code: string }>('/api/graphicscontrollerauthcode', { method: 'POST' });
    const [display] = await api<Array<{ id: string }>>('/api/graphicscontroller/self/displays', {
      method: 'PUT',
      token: device.token,
      body: { displays: [{ label: 'Street window', width: 1280, height: 720 }] },
    });
    if (!display) throw new Error('The display was not reported.');
    await api(`/api/venues/${venueId}/graphics-controller-auth-codes/${device.code}`, { token, body: { name: 'Window PC' } });
    await api(`/api/display/${display.id}/zone`, { method: 'PUT', token, body: { zone: 'external' } });
    const layout = await api<{ id: string }>('/api/asset', {
      token,
      body: { name: `Menu ${runSuffix}`, width: '1280px', height: '720px', placements: [{ assetId: TEXT_ASSET_ID, config: { value: 'Menu' }, x: '0px', y: '0px', order: 0 }] },
    });
    const date = sydneyYesterday();
    // Noon in Sydney (01:00 or 02:00 UTC): on that local date whatever daylight saving does.
    await api('/api/graphicscontroller/self/plays', {
      token: device.token,
      body: { plays: [{ id: randomUUID(), displayId: display.id, assetId: layout.id, startedUtc: `${date}T02:00:00Z`, seconds: 30 }] },
    });
    const query = `from=${date}&to=${date}&clientId=${clientId}&venueId=${venueId}`;
    const { items } = await api<ComplianceReport>(`/api/reports/compliance?${query}`, { token });
    expect(items).toMatchObject([{ displayId: display.id, zone: 'external', forbiddenPlays: 0, status: 'ok' }]);

    const p = page();
    await p.getByRole('link', { name: 'Compliance' }).first().click();
    await p.waitForURL((url) => url.pathname === '/compliance');
    await p.getByRole('heading', { name: 'Compliance', level: 1 }).waitFor();
    await p.goto(`/compliance?${query}`);
    const row = p.getByRole('table', { name: 'Compliance per screen and day' }).getByRole('row').filter({ hasText: 'Street window' });
    await row.waitFor();
    expect(await row.textContent()).toContain(`${venueName} – Street window`);
    expect(await row.textContent()).toContain('Seen from outside');
    expect(await row.textContent()).toContain('OK');

    const [download] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`compliance-${date}-${date}.csv`);
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
    expect(lines[0]).toBe(complianceCsvColumns.join(','));
    expect(lines.slice(1)).toEqual([`${date},${venueId},${venueName},${display.id},Street window,external,0,0,0,0,ok`]);

    // Only the short days: the address keeps the choice (a bookmark or a link shows the same), the
    // OK day leaves the table, and Every row brings it back and leaves the address as it was.
    await p.getByRole('combobox', { name: 'Show' }).click();
    await p.getByRole('option', { name: 'Short (0)' }).click();
    await p.waitForURL((url) => url.searchParams.get('rows') === 'short');
    await p.getByText('No rows to show').waitFor();
    await p.reload();
    await p.getByText('No rows to show').waitFor();
    await p.getByRole('combobox', { name: 'Show' }).click();
    await p.getByRole('option', { name: 'Every row (1)' }).click();
    await p.waitForURL((url) => !url.searchParams.has('rows'));
    await row.waitFor();
  });
});
