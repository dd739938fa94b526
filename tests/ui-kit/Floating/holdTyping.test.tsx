import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemandDialog } from '../../../app/shared/dialogs/onDemandDialog.tsx';

/**
 * ui-kit/Floating/holdTyping.ts, through the page's dialog that holds keys with it
 * (app/shared/dialogs/onDemandDialog.tsx): someone presses the button that opens a dialog and types
 * at once, while the dialog's code is still on its way (a loaded machine, a slow network): the keys
 * reach its first text field.
 */

interface EmailDialogProps {
  open: boolean;
  onClose: () => void;
  onEmail: (email: string) => void;
}

/** Like the kit's open dialog: its field is focused a commit after it is drawn (the panel's ref comes back as state). */
function EmailDialog({ open, onEmail }: EmailDialogProps) {
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const [email, setEmail] = useState('');
  useLayoutEffect(() => {
    queueMicrotask(() => panel?.querySelector('input')?.focus());
  }, [panel]);
  if (!open) return null;
  return (
    <div ref={setPanel} role="dialog">
      <label>
        Email
        <input
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            onEmail(event.target.value);
          }}
        />
      </label>
    </div>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function Page({ Dialog, onEmail }: { Dialog: React.ComponentType<EmailDialogProps>; onEmail: (email: string) => void }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" onClick={() => setOpen(true)}>
        Invite user
      </button>
      <input aria-label="Search" type="search" />
      <Dialog open={open} onClose={() => setOpen(false)} onEmail={onEmail} />
    </>
  );
}

/** A key as the browser sends it; answers whether the page let it do its usual work. */
const press = (key: string, options: KeyboardEventInit = {}) => fireEvent.keyDown(document.activeElement ?? document.body, { key, ...options });

describe('keys typed while a dialog is on its way', () => {
  afterEach(cleanup);

  it('are held, a Backspace undoing the last, and typed into the field that takes the focus when it opens', async () => {
    const load = deferred<React.ComponentType<EmailDialogProps>>();
    const Dialog = onDemandDialog(() => load.promise, (props: EmailDialogProps) => props.open);
    const onEmail = vi.fn();
    render(<Page Dialog={Dialog} onEmail={onEmail} />);
    const button = screen.getByRole('button', { name: 'Invite user' });
    button.focus();
    fireEvent.click(button);
    for (const key of 'kew') expect(press(key)).toBe(false);
    expect(press('Backspace')).toBe(false);
    for (const key of 'y@x.example') expect(press(key)).toBe(false);
    // Shortcuts and moves keep their meaning.
    expect(press('Tab')).toBe(true);
    expect(press('c', { ctrlKey: true })).toBe(true);
    expect(document.activeElement).toBe(button);

    await act(async () => load.resolve(EmailDialog));
    const field = await screen.findByLabelText('Email');
    await vi.waitFor(() => expect((field as HTMLInputElement).value).toBe('key@x.example'));
    expect(document.activeElement).toBe(field);
    expect(onEmail).toHaveBeenLastCalledWith('key@x.example');
    // Once handed over, keys are the page's again.
    expect(press('z')).toBe(true);
  });

  it('are dropped when the dialog cannot come, and not typed into the next field focused', async () => {
    const load = deferred<React.ComponentType<EmailDialogProps>>();
    const Dialog = onDemandDialog(() => load.promise, (props: EmailDialogProps) => props.open);
    render(<Page Dialog={Dialog} onEmail={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Invite user' });
    button.focus();
    fireEvent.click(button);
    expect(press('a')).toBe(false);
    await act(async () => load.reject(new Error('offline')));
    await act(async () => undefined);
    const search = screen.getByRole('searchbox', { name: 'Search' });
    search.focus();
    expect((search as HTMLInputElement).value).toBe('');
    expect(press('b')).toBe(true);
  });
});
