import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginView } from '../../../../app/features/signIn/LoginView.tsx';

/** The login form in a router (it links to /forgot-password), with the given props. */
function renderLogin(props: Partial<ComponentProps<typeof LoginView>> = {}) {
  const onSubmit = vi.fn();
  const element = <LoginView submitting={false} fieldErrors={{}} formError={null} onSubmit={onSubmit} {...props} />;
  const router = createMemoryRouter([{ path: '/login', element }], { initialEntries: ['/login'] });
  render(<RouterProvider router={router} />);
  return { onSubmit };
}

const email = () => screen.getByLabelText('Email') as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;

afterEach(cleanup);

describe('the login form (docs/product.md#validation-messages: the rules of useZodForm without react-hook-form)', () => {
  it('leaves an untouched field alone on blur, and checks one left after typing', async () => {
    renderLogin();
    await userEvent.click(email());
    await userEvent.click(password());
    expect(screen.queryByText('Please enter a valid email.')).toBeNull();
    await userEvent.type(email(), 'nope');
    await userEvent.tab();
    expect(await screen.findByText('Please enter a valid email.')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
  });

  it('does not submit bad values, focuses the first bad field, and re-checks it on each change', async () => {
    const { onSubmit } = renderLogin();
    await userEvent.type(password(), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('Please enter a valid email.')).toBeTruthy();
    expect(document.activeElement).toBe(email());
    await userEvent.type(email(), 'admin@example.com');
    expect(screen.queryByText('Please enter a valid email.')).toBeNull();
  });

  it('submits the values as the server reads them: the email trimmed, the password as typed', async () => {
    const { onSubmit } = renderLogin();
    await userEvent.type(email(), '  admin@example.com ');
    await userEvent.type(password(), ' secret ');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'admin@example.com', password: ' secret ' }, expect.anything());
  });

  it('puts server messages on their fields until the field is checked again', async () => {
    renderLogin({ fieldErrors: { email: 'Email is taken.', password: 'Password is required.' } });
    expect(await screen.findByText('Email is taken.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    await userEvent.type(email(), 'admin@example.com');
    await userEvent.tab();
    expect(screen.queryByText('Email is taken.')).toBeNull();
    expect(screen.getByText('Password is required.')).toBeTruthy();
  });
});
