import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ThemeMenu } from '../../ui-kit/index.ts';
import { OverlayFrame } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/ThemeMenu',
  component: ThemeMenu,
  args: { value: 'dark', onChange: fn(), placement: 'bottom-start' },
  argTypes: { value: { control: 'inline-radio', options: ['light', 'dark', 'system'] } },
  decorators: [(Story) => <OverlayFrame>{Story()}</OverlayFrame>],
} satisfies Meta<typeof ThemeMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Playground: Story = {};

/** The trigger's icon follows the theme class on <html> (sun in light, moon in dark). */
export const Closed: Story = {};

/** The current preference is the checked radio item. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await page().findByRole('menu', { name: 'Theme' });
    await expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'false');
  },
};

export const SystemSelected: Story = { args: { value: 'system', defaultOpen: true } };

/** Keyboard: open, move to Light, choose it: onChange('light'). */
export const ChoosesLight: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Toggle theme' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page().findByRole('menu', { name: 'Theme' });
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'Light' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('light');
    await waitFor(() => expect(page().queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const ChoosesSystemByClick: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Toggle theme' }));
    await userEvent.click(await page().findByRole('menuitemradio', { name: 'System' }));
    await expect(args.onChange).toHaveBeenCalledWith('system');
  },
};
