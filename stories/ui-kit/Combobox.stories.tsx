import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Combobox, type ComboboxOption, type ComboboxProps } from '../../ui-kit/index.ts';
import { OverlayFrame, Stack } from './storySupport.tsx';

/** Stands in for thousands of clients that live on a server: only matches are ever passed in. */
const clients: ComboboxOption[] = [
  'Arcadia Group',
  'Bluebell Bingo',
  'Casino Royale Leeds',
  'Castle Amusements',
  'Crown Arcades',
  'Golden Nugget',
  'Lucky Seven',
  'Riverside Gaming',
].map((name, index) => ({ value: `00000000-0000-4000-8000-00000000000${index}`, label: name }));

const page = () => within(document.body);

/** The caller's side: search on every change (here, in memory) and keep the chosen option. */
function SearchingCombobox(props: ComboboxProps) {
  const [text, setText] = useState('');
  const [value, setValue] = useState<ComboboxOption | null>(props.value);
  const options = useMemo(
    () => (text.trim() === '' ? props.options : props.options.filter((option) => option.label.toLowerCase().includes(text.trim().toLowerCase()))),
    [text, props.options],
  );
  return (
    <Combobox
      {...props}
      options={options}
      value={value}
      onValueChange={(option) => {
        setValue(option);
        props.onValueChange(option);
      }}
      onInputChange={(next) => {
        setText(next);
        props.onInputChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'UI Kit/Combobox',
  component: Combobox,
  args: {
    label: 'Client',
    options: clients,
    value: null,
    placeholder: "Type a client's name",
    emptyText: 'No clients found',
    onValueChange: fn(),
    onInputChange: fn(),
  },
  argTypes: { options: { control: false } },
  render: (args) => <SearchingCombobox {...args} />,
  decorators: [
    (Story) => (
      <OverlayFrame style={{ paddingTop: 24, minHeight: 380 }}>
        <Stack $width={320}>{Story()}</Stack>
      </OverlayFrame>
    ),
  ],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const listbox = await page().findByRole('listbox', { name: 'Client' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(clients.length);
  },
};

export const Chosen: Story = {
  args: { value: clients[2] ?? null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Client' })).toHaveValue('Casino Royale Leeds');
  },
};

/** The caller is still searching: a spinner in the input and Searching… in the panel. */
export const Loading: Story = {
  args: { loading: true, defaultOpen: true, options: [] },
  render: (args) => <Combobox {...args} />,
  play: async () => {
    await expect(await page().findByRole('status')).toHaveTextContent('Searching…');
  },
};

/** Typed text that matches nothing says so instead of an empty list. */
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Client' });
    await userEvent.type(input, 'zzz');
    await expect(await page().findByText('No clients found')).toBeVisible();
    await expect(page().queryByRole('listbox')).toBeNull();
  },
};

export const WithError: Story = {
  args: { error: 'Choose a client.' },
  render: (args) => <Combobox {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Client' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose a client.');
  },
};

/** Keyboard only: type to narrow, ArrowDown to an option (focus stays in the input), Enter chooses. */
export const KeyboardChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Client' });
    await userEvent.click(input);
    await userEvent.keyboard('cas');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('cas');
    const listbox = await page().findByRole('listbox', { name: 'Client' });
    await expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Casino Royale Leeds',
      'Castle Amusements',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const castle = within(listbox).getByRole('option', { name: 'Castle Amusements' });
    await expect(castle).toHaveAttribute('data-active', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', castle.id);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(clients[3]);
    await expect(input).toHaveValue('Castle Amusements');
    await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
    // Editing the text drops the choice; Escape closes the list, a second Escape clears the text.
    await userEvent.keyboard('{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    input.blur();
  },
};

/** A pointer chooses with a click; the list closes and the input keeps focus. */
export const ClickChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Client' });
    await userEvent.click(input);
    await userEvent.click(await page().findByRole('option', { name: 'Lucky Seven' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(clients[6]);
    await expect(input).toHaveValue('Lucky Seven');
    await expect(input).toHaveFocus();
    input.blur();
  },
};
