import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ColorField, type ColorFieldProps } from '../../ui-kit/ColorField/index.ts';

const swatches = [
  { name: 'White', value: '#ffffff' },
  { name: 'Black', value: '#000000' },
  { name: 'Gold', value: '#ffd700' },
  { name: 'Night', value: '#101820' },
  { name: 'Indigo', value: '#4f46e5' },
  { name: 'Red', value: '#dc2626' },
];

function Controlled(props: Omit<ColorFieldProps, 'onValueChange'>) {
  const [value, setValue] = useState(props.value);
  return <ColorField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'UI Kit/ColorField',
  component: Controlled,
  args: { label: 'Colour', value: '#ffd700', swatches },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the colour and its hex on the button. */
export const Closed: Story = {};

/** Nothing chosen: the button says what that means. */
export const Empty: Story = { args: { value: '', emptyLabel: 'White' } };

/** Open: swatches, the picker and the hex field; a swatch click applies at once. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    // The popover's focus manager moves focus to its first swatch a frame after it opens: a click
    // before that is overtaken on a busy machine, and the screenshot shows focus on White.
    await waitFor(() => expect(page.getByRole('button', { name: 'White' })).toHaveFocus());
    await userEvent.click(page.getByRole('button', { name: 'Night' }));
    await expect(page.getByRole('button', { name: 'Night' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('textbox', { name: 'Colour hex' })).toHaveValue('#101820');
  },
};
