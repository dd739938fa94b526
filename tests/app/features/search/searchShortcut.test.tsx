import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, expect, it } from 'vitest';
import { isSearchShortcut, useSearchShortcut } from '../../../../app/features/search/useSearchShortcut.ts';

function Page() {
  const container = useRef<HTMLDivElement>(null);
  useSearchShortcut(container);
  return (
    <>
      <input aria-label="Venue name" />
      <div ref={container}>
        <input type="search" aria-label="Search" defaultValue="Leeds" />
      </div>
    </>
  );
}

afterEach(cleanup);

it('Ctrl+K or Cmd+K focuses the global search from anywhere, even from another field', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByLabelText('Venue name'));
  await user.keyboard('{Control>}k{/Control}');
  expect(document.activeElement).toBe(screen.getByLabelText('Search'));
  await user.click(screen.getByLabelText('Venue name'));
  await user.keyboard('{Meta>}k{/Meta}');
  expect(document.activeElement).toBe(screen.getByLabelText('Search'));
  // A plain k is typed, not a shortcut.
  await user.click(screen.getByLabelText('Venue name'));
  await user.keyboard('k');
  expect(screen.getByLabelText('Venue name')).toHaveProperty('value', 'k');
});

it('is only Ctrl/Cmd with K, without Alt or Shift', () => {
  const base = { key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
  expect(isSearchShortcut({ ...base, ctrlKey: true })).toBe(true);
  expect(isSearchShortcut({ ...base, metaKey: true, key: 'K' })).toBe(true);
  expect(isSearchShortcut(base)).toBe(false);
  expect(isSearchShortcut({ ...base, ctrlKey: true, shiftKey: true })).toBe(false);
  expect(isSearchShortcut({ ...base, ctrlKey: true, key: 'j' })).toBe(false);
});
