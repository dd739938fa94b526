import { describe, expect, it } from 'vitest';
import { signedInAdminPage } from './signedInAdmin.ts';

/**
 * An admin changes a jurisdiction's rules on /settings/compliance against the real server: reached
 * from Settings, the rule set chosen (kept in the address), a cell of the forbidden grid ticked and
 * saved, and still ticked after a reload, now marked as changed by an admin. Tasmania's liquor rule
 * in bars: no other journey shows such a layout there.
 */
describe('compliance settings', () => {
  const page = signedInAdminPage();

  it('saves a rule set an admin changed and shows it after a reload', async () => {
    const p = page();
    await p.goto('/settings');
    await p.getByRole('link', { name: 'Compliance rules' }).click();
    await p.waitForURL((url) => url.pathname === '/settings/compliance');
    await p.getByRole('combobox', { name: 'Rules of' }).click();
    await p.getByRole('option', { name: 'Tasmania' }).click();
    await p.waitForURL((url) => url.searchParams.get('jurisdiction') === 'AU-TAS');
    const cell = p.getByRole('checkbox', { name: 'Liquor promotion forbidden in Bar' });
    await expect(cell.isChecked()).resolves.toBe(false);
    await cell.check();
    await p.getByRole('button', { name: 'Save rules' }).click();
    await p.getByText('Rules saved').waitFor();

    await p.reload();
    await p.getByRole('checkbox', { name: 'Liquor promotion forbidden in Bar' }).waitFor();
    await expect(p.getByRole('checkbox', { name: 'Liquor promotion forbidden in Bar' }).isChecked()).resolves.toBe(true);
    await expect(p.getByText('Changed by an admin').isVisible()).resolves.toBe(true);
  });
});
