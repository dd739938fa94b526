import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, CountedTextField, TextField } from '../../ui-kit/index.ts';
import { Stack } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'name@example.com', onChange: fn(), onBlur: fn() },
  argTypes: { type: { control: 'inline-radio', options: ['text', 'email', 'password'] } },
  decorators: [(Story) => <Stack $width={360}>{Story()}</Stack>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {};

export const WithHint: Story = {
  args: { label: 'Name', type: 'text', placeholder: undefined, hint: 'Between 2 and 30 characters.' },
};

/** CountedTextField, a name with a limit: the hint counts while typing and typing stops at the limit. */
export const CharacterLimit: Story = {
  args: { label: 'Name', type: 'text', placeholder: undefined, hint: 'For example: Happy hour' },
  render: (args) => <CountedTextField {...args} characterLimit={12} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Name');
    await expect(input).toHaveAccessibleDescription('For example: Happy hour (0 of 12 characters)');
    await userEvent.type(input, 'Happy hour on Friday');
    await expect(input).toHaveValue('Happy hour o');
    await expect(input).toHaveAttribute('maxlength', '12');
    await expect(input).toHaveAccessibleDescription('For example: Happy hour (12 of 12 characters)');
  },
};

/** An error sets aria-invalid and is announced with the input through aria-describedby. */
export const WithError: Story = {
  args: { defaultValue: 'not-an-email', error: 'Please enter a valid email.', hint: 'We send the reset link here.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('We send the reset link here. Please enter a valid email.');
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', placeholder: undefined, defaultValue: 'correct horse' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'admin@example.com' } };

export const Focused: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('admin@example.com');
    await expect(input).toHaveValue('admin@example.com');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

interface LoginValues {
  email: string;
}

/** The field spreads react-hook-form's register() result as is: ref, name, onChange, onBlur. */
function RegisteredForm() {
  const form = useForm<LoginValues>({ mode: 'onBlur', defaultValues: { email: '' } });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <Stack>
        <TextField
          label="Email"
          type="email"
          error={errors.email?.message}
          {...form.register('email', {
            validate: (value) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value) || 'Please enter a valid email.',
          })}
        />
        <Button type="submit">Continue</Button>
      </Stack>
    </form>
  );
}

export const WithReactHookForm: Story = {
  render: () => <RegisteredForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a valid email.')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};
