// Tests ui-kit/AppShell/useFocusRescue.ts through the AppShell that uses it, as a page would.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppShell } from '../../../ui-kit/AppShell/index.ts';

/** A list whose rows' Delete buttons remove their row, in the shell; and a modal dialog to open. */
function Page() {
  const [rows, setRows] = useState(['Poster', 'Menu']);
  const [modal, setModal] = useState(false);
  return (
    <AppShell sideNav={<a href="/files">Files</a>}>
      <h1>Files</h1>
      {rows.map((row) => (
        <button key={row} type="button" onClick={() => setRows((all) => all.filter((other) => other !== row))}>
          Delete {row}
        </button>
      ))}
      <button type="button" onClick={() => setModal(true)}>
        Open
      </button>
      {modal ? (
        <div role="dialog" aria-modal="true" aria-label="Confirm">
          <button type="button" onClick={() => setModal(false)}>
            Gone with the dialog
          </button>
        </div>
      ) : null}
    </AppShell>
  );
}

describe('useFocusRescue: a focused control taken out of the page leaves the focus on the main content, not on <body>', () => {
  afterEach(cleanup);

  it('moves the focus to <main> once the focused row is deleted', async () => {
    render(<Page />);
    const remove = screen.getByRole('button', { name: 'Delete Poster' });
    remove.focus();
    act(() => remove.click());
    expect(screen.queryByRole('button', { name: 'Delete Poster' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('leaves the focus where something else put it on purpose, and leaves a modal dialog to itself', async () => {
    render(<Page />);
    const remove = screen.getByRole('button', { name: 'Delete Poster' });
    remove.focus();
    // Another control takes the focus as the row goes (a dialog giving it back, a field on a new page).
    act(() => {
      remove.click();
      screen.getByRole('button', { name: 'Delete Menu' }).focus();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Menu' }));

    // A control inside an open modal dialog removed: the dialog's own focus manager is in charge.
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    const inDialog = screen.getByRole('button', { name: 'Gone with the dialog' });
    const menu = screen.getByRole('button', { name: 'Delete Menu' });
    menu.focus();
    act(() => menu.click());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(document.body);
    expect(inDialog.isConnected).toBe(true);
  });
});
