import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthLayout, Button, FormError, TextField } from '../../ui-kit/index.ts';
import { phone } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: { heading: 'Log in', description: 'Enter your email and password to continue.', children: null },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

function LoginForm({ error, emailError }: { error?: string; emailError?: string }) {
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      {error ? <FormError>{error}</FormError> : null}
      <TextField label="Email" type="email" autoComplete="username" defaultValue="admin@example.com" error={emailError} />
      <TextField label="Password" type="password" autoComplete="current-password" />
      <Button type="submit" fullWidth>
        Log in
      </Button>
      <a href="#forgot-password">Forgot password</a>
    </form>
  );
}

export const Playground: Story = { render: (args) => <AuthLayout {...args}><LoginForm /></AuthLayout> };

/** docs/product.md#public-routes: a brand panel with the logo and "Client Portal", and the Log in form. */
export const Login: Story = {
  render: (args) => (
    <AuthLayout {...args}>
      <LoginForm />
    </AuthLayout>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Client Portal')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  },
};

export const LoginFailed: Story = {
  render: (args) => (
    <AuthLayout {...args}>
      <LoginForm error="Invalid email or password." />
    </AuthLayout>
  ),
};

export const SmallScreen: Story = {
  ...phone,
  render: (args) => (
    <AuthLayout {...args}>
      <LoginForm emailError="Please enter a valid email." />
    </AuthLayout>
  ),
};
