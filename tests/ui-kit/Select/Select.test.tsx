import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Select as SelectComponent } from '../../../ui-kit/Select/Select.tsx';

/** What the Select stories cannot show: keys pressed while its list is still being fetched. */

const roles = [
  { value: 'admin', label: 'Admin' },
  { value: 'designer', label: 'Designer' },
  { value: 'approver', label: 'Approver' },
  { value: 'client-user', label: 'Client user' },
];

describe('a select whose list is on its way', () => {
  // A fresh module each time, so no test finds the list already fetched by another.
  let Select: typeof SelectComponent;
  beforeEach(async () => {
    vi.resetModules();
    ({ Select } = await import('../../../ui-kit/Select/Select.tsx'));
  });
  afterEach(cleanup);

  it('acts on the keys pressed before the list arrives, so none is lost', async () => {
    const onValueChange = vi.fn();
    render(<Select label="Role" options={roles} defaultValue="client-user" onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Role' });
    // Enter's click (no pointer behind it), three ArrowUps and Enter, all before the list's module
    // can have been fetched: the list opens on Client user and the ArrowUps walk up to Admin.
    act(() => {
      fireEvent.click(trigger, { detail: 0 });
    });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('listbox')).toBeNull();
    for (let step = 0; step < 3; step += 1) act(() => void fireEvent.keyDown(trigger, { key: 'ArrowUp' }));
    act(() => void fireEvent.keyDown(trigger, { key: 'Enter' }));
    expect(onValueChange).toHaveBeenCalledWith('admin');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.textContent).toContain('Admin');
  });

  it('opens on the option the keys moved to when the list arrives', async () => {
    render(<Select label="Role" options={roles} defaultValue={null} />);
    const trigger = screen.getByRole('combobox', { name: 'Role' });
    act(() => void fireEvent.keyDown(trigger, { key: 'ArrowDown' }));
    act(() => void fireEvent.keyDown(trigger, { key: 'End' }));
    act(() => void fireEvent.keyDown(trigger, { key: 'ArrowUp' }));
    // jsdom lays nothing out, so floating-ui hides the list as if its trigger were scrolled away
    // (hidden options have no accessible name either).
    const listbox = await screen.findByRole('listbox', { name: 'Role', hidden: true });
    expect(trigger.getAttribute('aria-controls')).toBe(listbox.id);
    const active = screen.getAllByRole('option', { hidden: true }).filter((option) => option.hasAttribute('data-active'));
    expect(active.map((option) => option.textContent)).toEqual(['Approver']);
  });

  it('moves the active option by keys on the button after the list has arrived, before the list has the focus', async () => {
    render(<Select label="Role" options={roles} defaultValue={null} />);
    const trigger = screen.getByRole('combobox', { name: 'Role' });
    act(() => void fireEvent.keyDown(trigger, { key: 'ArrowDown' }));
    await screen.findByRole('listbox', { name: 'Role', hidden: true });
    act(() => void fireEvent.keyDown(trigger, { key: 'ArrowDown' }));
    const active = screen.getAllByRole('option', { hidden: true }).filter((option) => option.hasAttribute('data-active'));
    expect(active.map((option) => option.textContent)).toEqual(['Designer']);
  });

  it('closes on Escape before the list arrives, choosing nothing', () => {
    const onValueChange = vi.fn();
    render(<Select label="Role" options={roles} defaultValue="admin" onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Role' });
    act(() => void fireEvent.keyDown(trigger, { key: 'ArrowDown' }));
    act(() => void fireEvent.keyDown(trigger, { key: 'Escape' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
