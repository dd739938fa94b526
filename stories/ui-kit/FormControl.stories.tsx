import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormControl, Input } from '../../ui-kit/index.ts';
import { Row, Stack } from './storySupport.tsx';

/** FormControl is the frame of every kit input; these stories draw it around the plain Input. */
const meta = {
  title: 'UI Kit/FormControl',
  component: FormControl,
  args: { label: 'Venue name', id: 'venue-name', children: (control) => <Input id="venue-name" defaultValue="Main hall" {...control} /> },
  decorators: [(Story) => <Stack $width={360}>{Story()}</Stack>],
} satisfies Meta<typeof FormControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The hint is announced with the control. */
export const WithHint: Story = {
  args: { hint: 'Shown on the venue’s displays.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Venue name');
    await expect(input).toHaveAttribute('aria-describedby', 'venue-name-hint');
    await expect(input).toHaveAccessibleDescription('Shown on the venue’s displays.');
  },
};

/** The error comes after the hint (which stays) and makes the control aria-invalid. */
export const WithError: Story = {
  args: { hint: 'Shown on the venue’s displays.', error: 'A venue of this client already has this name.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Venue name');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-describedby', 'venue-name-hint venue-name-error');
    await expect(input).toHaveAccessibleDescription('Shown on the venue’s displays. A venue of this client already has this name.');
  },
};

/** Required is the control's own attribute; an empty required field after a submit shows its error. */
export const Required: Story = {
  args: { error: 'Enter a name.', children: (control) => <Input id="venue-name" required {...control} /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Venue name');
    await expect(input).toBeRequired();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a name.');
  },
};

export const Disabled: Story = {
  args: {
    hint: 'Only an admin renames a venue.',
    children: (control) => <Input id="venue-name" defaultValue="Main hall" disabled {...control} />,
  },
};

/** A group (here two inputs) cannot be named by a <label for>: labelId makes the label a span it points at. */
export const LabelledGroup: Story = {
  args: {
    label: 'Size',
    id: 'size',
    labelId: 'size-label',
    hint: 'Width and height in pixels.',
    children: (control) => (
      <Row role="group" aria-labelledby="size-label" {...control}>
        <Input aria-label="Width" defaultValue="1920" style={{ width: 120 }} />
        <Input aria-label="Height" defaultValue="1080" style={{ width: 120 }} />
      </Row>
    ),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Size' });
    await expect(group).toHaveAccessibleDescription('Width and height in pixels.');
  },
};
