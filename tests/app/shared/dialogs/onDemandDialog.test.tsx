import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemandDialog } from '../../../../app/shared/dialogs/onDemandDialog.tsx';

/** What the stories cannot show (Storybook fetches every such dialog before each story): the fetching itself. */

interface NoteDialogProps {
  open: boolean;
  text: string;
  onClose: () => void;
}

const NoteDialog = ({ open, text }: NoteDialogProps) => <p data-open={open}>{text}</p>;

describe('a dialog fetched when it first opens', () => {
  afterEach(cleanup);

  it('fetches nothing while closed, then draws the fetched dialog with its props, open or closed', async () => {
    const load = vi.fn(() => Promise.resolve(NoteDialog));
    const Note = onDemandDialog(load, (props: NoteDialogProps) => props.open);
    const onClose = vi.fn();
    const { rerender } = render(<Note open={false} text="first" onClose={onClose} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('first')).toBeNull();

    rerender(<Note open text="second" onClose={onClose} />);
    expect((await screen.findByText('second')).getAttribute('data-open')).toBe('true');
    rerender(<Note open={false} text="third" onClose={onClose} />);
    expect(screen.getByText('third').getAttribute('data-open')).toBe('false');
    expect(load).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes through onClose when it cannot be fetched, and tries again on the next opening', async () => {
    const load = vi.fn<() => Promise<typeof NoteDialog>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(NoteDialog);
    const Note = onDemandDialog(load, (props: NoteDialogProps) => props.open);
    const onClose = vi.fn();
    const { rerender } = render(<Note open text="first try" onClose={onClose} />);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('first try')).toBeNull();

    act(() => rerender(<Note open={false} text="closed" onClose={onClose} />));
    rerender(<Note open text="second try" onClose={onClose} />);
    await screen.findByText('second try');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is fetched at the page’s first sign of use, a key or a moving pointer, and then drawn closed, so its opening waits for nothing', async () => {
    const load = vi.fn(() => Promise.resolve(NoteDialog));
    const Note = onDemandDialog(load, (props: NoteDialogProps) => props.open);
    const onClose = vi.fn();
    const { rerender } = render(<Note open={false} text="closed" onClose={onClose} />);
    // A focus is not a sign of use: the app moves it itself as a page is drawn. Nor is a pointer
    // over an element that was drawn under it: the browser's own, as the content changes.
    fireEvent.focusIn(document.body);
    fireEvent.pointerOver(document.body);
    expect(load).not.toHaveBeenCalled();
    // The Tab that moves towards the dialog's button.
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect((await screen.findByText('closed')).getAttribute('data-open')).toBe('false');
    fireEvent.pointerMove(document.body);
    expect(load).toHaveBeenCalledTimes(1);
    // Open in the same render as the press: nothing left to wait for.
    rerender(<Note open text="open" onClose={onClose} />);
    expect(screen.getByText('open').getAttribute('data-open')).toBe('true');
  });
});
