import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Menu as MenuComponent } from '../../../ui-kit/Menu/Menu.tsx';
import type { MenuItem as MenuItemComponent } from '../../../ui-kit/Menu/MenuItem.tsx';

/** What the Menu stories cannot show: keys pressed on the trigger before the open menu has the focus. */

describe('a menu whose panel is on its way or not yet focused', () => {
  // A fresh module each time, so no test finds the panel already fetched by another.
  let Menu: typeof MenuComponent;
  let MenuItem: typeof MenuItemComponent;
  beforeEach(async () => {
    vi.resetModules();
    ({ Menu } = await import('../../../ui-kit/Menu/Menu.tsx'));
    ({ MenuItem } = await import('../../../ui-kit/Menu/MenuItem.tsx'));
  });
  afterEach(cleanup);

  const chosen = vi.fn<(item: string) => void>();
  beforeEach(() => chosen.mockReset());

  function drawMenu() {
    render(
      <Menu trigger={<button type="button">Actions</button>}>
        <MenuItem onSelect={() => chosen('edit')}>Edit details</MenuItem>
        <MenuItem onSelect={() => chosen('archive')} disabled>
          Archive
        </MenuItem>
        <MenuItem onSelect={() => chosen('duplicate')}>Duplicate</MenuItem>
        <MenuItem onSelect={() => chosen('open')}>Open venue page</MenuItem>
      </Menu>,
    );
    return screen.getByRole('button', { name: 'Actions' });
  }

  /** The highlighted item's text (jsdom lays nothing out, so floating-ui hides the panel as if scrolled away). */
  const highlighted = () =>
    screen
      .getAllByRole('menuitem', { hidden: true })
      .filter((item) => item.hasAttribute('data-highlighted'))
      .map((item) => item.textContent);

  it('acts on the keys pressed before the panel arrives, so none is lost', async () => {
    const trigger = drawMenu();
    // Enter's click (no pointer behind it), then ArrowDown and Enter, all before the panel's module
    // can have been fetched: it opens on Edit details, ArrowDown steps over Archive to Duplicate.
    act(() => void fireEvent.click(trigger, { detail: 0 }));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    act(() => void fireEvent.keyDown(trigger, { key: 'ArrowDown' }));
    act(() => void fireEvent.keyDown(trigger, { key: 'Enter' }));
    await waitFor(() => expect(chosen).toHaveBeenCalledWith('duplicate'));
    expect(chosen).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
  });

  it('opens on the item the keys moved to when the panel arrives, a typed letter included', async () => {
    const trigger = drawMenu();
    act(() => void fireEvent.keyDown(trigger, { key: 'ArrowUp' }));
    act(() => void fireEvent.keyDown(trigger, { key: 'e' }));
    act(() => void fireEvent.keyDown(trigger, { key: 'End' }));
    act(() => void fireEvent.keyDown(trigger, { key: 'ArrowUp' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    expect(highlighted()).toEqual(['Duplicate']);
  });

  it('moves the active item by keys on the trigger after the panel is drawn, before it has the focus', async () => {
    const trigger = drawMenu();
    act(() => void fireEvent.keyDown(trigger, { key: 'ArrowDown' }));
    await screen.findByRole('menu', { hidden: true });
    await waitFor(() => expect(highlighted()).toEqual(['Edit details']));
    act(() => void fireEvent.keyDown(trigger, { key: 'ArrowDown' }));
    expect(highlighted()).toEqual(['Duplicate']);
    act(() => void fireEvent.keyDown(trigger, { key: 'o' }));
    expect(highlighted()).toEqual(['Open venue page']);
    act(() => void fireEvent.keyDown(trigger, { key: 'Enter' }));
    await waitFor(() => expect(chosen).toHaveBeenCalledWith('open'));
    expect(chosen).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
  });

  it('closes on Escape before the panel arrives, choosing nothing', () => {
    const trigger = drawMenu();
    act(() => void fireEvent.keyDown(trigger, { key: 'ArrowDown' }));
    act(() => void fireEvent.keyDown(trigger, { key: 'Escape' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(chosen).not.toHaveBeenCalled();
  });
});
