import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectOption } from '../../ui-kit/index.ts';
import { OverlayFrame, Stack } from './storySupport.tsx';

const displayModes: SelectOption[] = [
  { value: 'inherit', label: 'Inherit' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

const regions: SelectOption[] = [
  { value: 'eu-west', label: 'Europe (West)' },
  { value: 'eu-north', label: 'Europe (North)' },
  { value: 'us-east', label: 'United States (East)', disabled: true },
  { value: 'ap-south', label: 'Asia Pacific (South)' },
];

const page = () => within(document.body);

const meta = {
  title: 'UI Kit/Select',
  component: Select,
  args: {
    label: 'Display mode',
    options: displayModes,
    defaultValue: 'inherit',
    placeholder: 'Select…',
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: { options: { control: false } },
  decorators: [
    (Story) => (
      <OverlayFrame style={{ paddingTop: 24 }}>
        <Stack $width={320}>{Story()}</Stack>
      </OverlayFrame>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Placeholder: Story = {
  args: { label: 'Region', options: regions, defaultValue: null, placeholder: 'Select a region' },
};

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'light' },
  play: async () => {
    const listbox = await page().findByRole('listbox', { name: 'Display mode' });
    await expect(within(listbox).getByRole('option', { name: 'Light' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A disabled option is skipped by the arrow keys. */
export const OpenWithDisabledOption: Story = {
  args: { label: 'Region', options: regions, defaultValue: 'eu-north', defaultOpen: true },
};

/** docs/product.md#validation-messages: a required choice left empty. */
export const WithError: Story = {
  args: { label: 'Region', options: regions, defaultValue: null, error: 'Invalid region id' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Region' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Invalid region id');
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Busy (its choice being saved): it keeps the focus, as a disabled button would not, but does not open. */
export const Busy: Story = {
  args: { busy: true, hint: 'Saving…' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Display mode' });
    await expect(trigger).toHaveAttribute('aria-busy', 'true');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await expect(page().queryByRole('listbox')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/** Keyboard only: open with Enter, move with arrows (skipping the disabled option), choose with Enter. */
export const KeyboardChoice: Story = {
  args: { label: 'Region', options: regions, defaultValue: 'eu-north' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Region' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await page().findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Europe (North)' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Asia Pacific (South)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledWith('ap-south');
    await expect(trigger).toHaveTextContent('Asia Pacific (South)');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape closes without choosing. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Display mode' });
    await userEvent.click(trigger);
    await page().findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Pointer: click to open, click an option. */
export const PointerChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Display mode' });
    await userEvent.click(trigger);
    await userEvent.click(await page().findByRole('option', { name: 'Dark' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('dark');
    await expect(trigger).toHaveTextContent('Dark');
  },
};

/**
 * Nothing chosen yet: ArrowUp opens on the last option and ArrowDown on the first; typing a letter
 * moves to the option it starts; Escape closes with the focus back on the trigger.
 */
export const KeyboardOpensAtEitherEnd: Story = {
  args: { label: 'Region', options: regions, defaultValue: null, placeholder: 'Select a region' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Region' });
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    const listbox = await page().findByRole('listbox', { name: 'Region' });
    await expect(trigger).toHaveAttribute('aria-controls', listbox.id);
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Asia Pacific (South)' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await page().findByRole('listbox', { name: 'Region' });
    await waitFor(() => expect(within(reopened).getByRole('option', { name: 'Europe (West)' })).toHaveFocus());
    await userEvent.keyboard('a');
    await waitFor(() => expect(within(reopened).getByRole('option', { name: 'Asia Pacific (South)' })).toHaveFocus());
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
