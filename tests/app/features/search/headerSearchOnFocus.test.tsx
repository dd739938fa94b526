import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { HeaderSearchOnFocus } from '../../../../app/features/search/HeaderSearchOnFocus.tsx';

const venue = { id: 'cccccccc-0000-4000-8000-000000000002', type: 'Venue', name: 'Barwon Heads', clientId: 'cccccccc-0000-4000-8000-000000000001', gmv: 'BH-0042' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('is a plain search box until its first focus, then the live search takes over with the typed term and the focus', async () => {
  const searched: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    searched.push(String(input));
    return new Response(JSON.stringify([venue]), { headers: { 'Content-Type': 'application/json' } });
  }));
  const user = userEvent.setup();
  const { container } = render(
    <MemoryRouter>
      <HeaderSearchOnFocus />
    </MemoryRouter>,
  );
  // The same combobox to assistive technology before the live panel is loaded; no panel yet.
  expect(screen.getByRole('combobox', { name: 'Search' }).getAttribute('aria-expanded')).toBe('false');
  expect(container.querySelector('[data-status]')).toBeNull();

  await user.click(screen.getByRole('combobox', { name: 'Search' }));
  await user.keyboard('Barw');
  const option = await screen.findByRole('option', { name: /Barwon Heads/ }, { timeout: 3000 });
  expect(option).toBeTruthy();
  const box = screen.getByRole('combobox', { name: 'Search' });
  expect(box).toHaveProperty('value', 'Barw');
  expect(document.activeElement).toBe(box);
  expect(container.querySelector('[data-status="results"]')).not.toBeNull();
  expect(searched.at(-1)).toContain('query=Barw');
});

it('Ctrl+K focuses the plain box and so loads the live search', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { headers: { 'Content-Type': 'application/json' } })));
  const user = userEvent.setup();
  const { container } = render(
    <MemoryRouter>
      <input aria-label="Venue name" />
      <HeaderSearchOnFocus />
    </MemoryRouter>,
  );
  await user.click(screen.getByLabelText('Venue name'));
  await user.keyboard('{Control>}k{/Control}');
  await vi.waitFor(() => expect(container.querySelector('[data-status="idle"]')).not.toBeNull());
  expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Search' }));
});
