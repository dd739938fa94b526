import { expect, waitFor, within } from 'storybook/test';

/**
 * Waits for a dialog's first focus (its focus manager moves focus in a frame after it opens). A
 * play that clicks or blurs before it lands is overtaken by it on a busy machine, and the
 * screenshot shows focus where the play did not leave it.
 */
export async function dialogFocusSettled(dialog: HTMLElement): Promise<void> {
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
}

/**
 * The open dialog of that name, once its first focus has landed (dialogFocusSettled), for a play
 * to act in: clicks and typing then stay where the play put them, and the screenshot shows that.
 */
export async function openedDialog(name: string): Promise<HTMLElement> {
  const dialog = await within(document.body).findByRole('dialog', { name });
  await dialogFocusSettled(dialog);
  return dialog;
}
