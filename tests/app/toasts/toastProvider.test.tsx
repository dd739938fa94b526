import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from '../../../app/toasts/ToastProvider.tsx';

function ShowButton({ title }: { title: string }) {
  const showToast = useToast();
  return (
    <button type="button" onClick={() => showToast({ title, variant: 'success' })}>
      Show {title}
    </button>
  );
}

const region = () => screen.queryByRole('region', { name: 'Notifications (F8)' });

describe('ToastProvider: the queue and its region come with the first toast (docs/decisions.md#browser-side)', () => {
  afterEach(cleanup);

  it('has no region before a toast, then shows the toast in the region, and the next one too', async () => {
    render(
      <ToastProvider>
        <ShowButton title="Details saved" />
        <ShowButton title="Copied to clipboard" />
      </ToastProvider>,
    );
    expect(region()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show Details saved' }));
    // The first toast fetches the host (in vitest: transforms it, which can take a while).
    await waitFor(() => expect(within(region()!).getByText('Details saved')).toBeTruthy(), { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Show Copied to clipboard' }));
    // At most one toast at a time (docs/product.md#constants): the newest replaces it.
    await waitFor(() => expect(within(region()!).getByText('Copied to clipboard')).toBeTruthy());
    expect(within(region()!).queryByText('Details saved')).toBeNull();
  });

  it('moves focus to the notifications on F8 before any toast (docs/product.md#constants viewport hotkey)', async () => {
    render(
      <ToastProvider>
        <ShowButton title="Details saved" />
      </ToastProvider>,
    );
    await userEvent.keyboard('{F8}');
    await waitFor(() => expect(document.activeElement).toBe(region()), { timeout: 10_000 });
  });
});
