import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthedLayoutView, navigationIcons } from '../../../../app/features/shell/AuthedLayoutView.tsx';
import { navigationFor } from '../../../../app/features/shell/navigation.ts';

function renderLayout(identityType: 'Admin' | 'ClientIdentity', pathname = '/clients') {
  const role = identityType === 'Admin' ? 'admin' : 'client';
  return render(
    <AuthedLayoutView
      navigation={navigationFor(role)}
      account={{ name: 'Avery Admin', email: 'avery@portal.example' }}
      pathname={pathname}
      crumbs={[
        { label: 'Clients', href: '/clients' },
        { label: 'Acme Gaming', href: '/clients/1' },
      ]}
      themePreference="dark"
      onThemeChange={vi.fn()}
      onLogout={vi.fn()}
    >
      <p>content</p>
    </AuthedLayoutView>,
  );
}

describe('signed-in layout (docs/product.md#signed-in-area)', () => {
  afterEach(cleanup);

  it('marks the current section and renders the page content', () => {
    renderLayout('Admin', '/clients/1');
    const navigation = screen.getAllByRole('navigation')[0]!;
    expect(within(navigation).getByRole('link', { name: 'Clients' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('content')).toBeTruthy();
  });

  it('links every breadcrumb except the last', () => {
    renderLayout('Admin');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Clients' }).getAttribute('href')).toBe('/clients');
    expect(within(trail).queryByRole('link', { name: 'Acme Gaming' })).toBeNull();
    expect(within(trail).getByText('Acme Gaming').getAttribute('aria-current')).toBe('page');
  });

  it("lists every admin section in the phone menu, Assets and Themes included", async () => {
    const user = userEvent.setup();
    renderLayout('Admin');
    // The menu button is the phone's (CSS hides it on wider screens).
    await user.click(screen.getByRole('button', { name: 'Open navigation menu', hidden: true }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(within(menu).getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent)).toEqual([
      'Clients',
      'Venues',
      'Users',
      'Files',
      'Assets',
      'Themes',
      'Playlists',
      'Approvals',
      'Takeovers',
      'Screens',
      'Data sources',
      'Reports',
      'Compliance',
      'Activity',
      'Settings',
    ]);
  });

  it('hides admin sections from client users', () => {
    renderLayout('ClientIdentity');
    expect(screen.queryAllByRole('link', { name: 'Venues' })).toHaveLength(0);
    expect(screen.queryAllByRole('link', { name: 'Playlists' })).toHaveLength(0);
    // Takeovers that reach their venues are theirs to read (docs/scheduling.md#model).
    expect(screen.getAllByRole('link', { name: 'Takeovers' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Settings' }).length).toBeGreaterThan(0);
  });

  it('shows the saved name in the account menu, with the email under it', async () => {
    renderLayout('Admin');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    // The menu is portalled and positioned by floating-ui, which happy-dom cannot lay out: find by text.
    const name = await screen.findByText('Avery Admin');
    expect(name.closest('[role="menu"]')).not.toBeNull();
    expect(name.nextElementSibling?.textContent).toBe('avery@portal.example');
  });
});

describe('the navigation icons', () => {
  it('draw every section differently, so no two entries of the menu look alike', () => {
    const drawings = Object.values(navigationIcons);
    expect(new Set(drawings).size).toBe(drawings.length);
  });
});
