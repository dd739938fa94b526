import { expect, waitFor } from 'storybook/test';

/**
 * Waits for a dialog's first focus (its focus manager moves focus in a frame after it opens). A
 * play that clicks or blurs before it lands is overtaken by it on a busy machine, and the
 * screenshot shows focus where the play did not leave it.
 */
export async function dialogFocusSettled(dialog: HTMLElement): Promise<void> {
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
}
