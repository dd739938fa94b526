// Tests ui-kit/AppShell/useFocusRescue.ts through the AppShell that uses it, as a page would.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppShell } from '../../../ui-kit/AppShell/index.ts';

/**
 * A list whose rows' Delete buttons remove their row, in the shell; a row's Ask opens a modal
 * dialog whose Delete removes that row and closes the dialog (as a confirm dialog does); and a
 * modal dialog to open on its own.
 */
function Page({ initialRows = ['Poster', 'Menu', 'Banner'], withOpen = true }: { initialRows?: string[]; withOpen?: boolean }) {
  const [rows, setRows] = useState(initialRows);
  const [asking, setAsking] = useState<string | null>(null);
  const [modal, setModal] = useState(false);
  const remove = (row: string) => setRows((all) => all.filter((other) => other !== row));
  return (
    <AppShell sideNav={<a href="/files">Files</a>}>
      <h1>Files</h1>
      <ul>
        {rows.map((row) => (
          <li key={row}>
            <button type="button" onClick={() => remove(row)}>
              Delete {row}
            </button>
            <button type="button" onClick={() => setAsking(row)}>
              Ask {row}
            </button>
          </li>
        ))}
      </ul>
      {withOpen ? (
        <button type="button" onClick={() => setModal(true)}>
          Open
        </button>
      ) : null}
      {asking ? (
        <div role="dialog" aria-modal="true" aria-label={`Delete ${asking}?`}>
          <button
            type="button"
            onClick={() => {
              remove(asking);
              setAsking(null);
            }}
          >
            Confirm
          </button>
        </div>
      ) : null}
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

const press = (name: string) => {
  const button = screen.getByRole('button', { name });
  button.focus();
  act(() => button.click());
};

describe('useFocusRescue: a focused control taken out of the page leaves the focus near where it stood, not on <body>', () => {
  afterEach(cleanup);

  it('moves the focus to the next row’s first control once the focused row is deleted', async () => {
    render(<Page />);
    press('Delete Poster');
    expect(screen.queryByRole('button', { name: 'Delete Poster' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Menu' })));
  });

  it('moves it to the row above’s last control once the last row is deleted', async () => {
    render(<Page />);
    press('Delete Banner');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ask Menu' })));
  });

  it('moves it past the list once its only row is deleted, and to <main> when nothing is left to reach', async () => {
    render(<Page initialRows={['Poster']} />);
    press('Delete Poster');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' })));
    cleanup();

    render(<Page initialRows={['Poster']} withOpen={false} />);
    press('Delete Poster');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('never moves the focus out of the page’s content: a control gone from the navigation leaves it to <main>', async () => {
    function NavPage() {
      const [shown, setShown] = useState(true);
      const nav = (
        <>
          <a href="/files">Files</a>
          {shown ? (
            <button type="button" onClick={() => setShown(false)}>
              Dismiss
            </button>
          ) : null}
          <a href="/themes">Themes</a>
        </>
      );
      return (
        <AppShell sideNav={nav}>
          <h1>Files</h1>
          <button type="button">In the page</button>
        </AppShell>
      );
    }
    render(<NavPage />);
    press('Dismiss');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('keeps the place of a modal dialog’s opener: confirmed, the row goes and the focus moves to the next row', async () => {
    render(<Page />);
    press('Ask Menu');
    // The dialog's own button has the focus (its focus manager's work in the app), then removes the row and closes.
    press('Confirm');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Banner' })));
  });

  it('leaves the focus where something else put it on purpose, and leaves a modal dialog to itself', async () => {
    render(<Page />);
    const remove = screen.getByRole('button', { name: 'Delete Poster' });
    remove.focus();
    // Another control takes the focus as the row goes (a dialog giving it back, a field on a new page).
    act(() => {
      remove.click();
      screen.getByRole('button', { name: 'Ask Banner' }).focus();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ask Banner' }));

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
