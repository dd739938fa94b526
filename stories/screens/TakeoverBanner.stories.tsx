import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TakeoverBannerView } from '../../app/features/scheduling/takeovers/TakeoverBannerView.tsx';
import { formatStoryTime, runningTakeover, takeovers, untilClosingTakeover } from './fixtures/scheduling.ts';
import { phoneParameters } from '../support/phone.ts';

const meta = {
  title: 'Screens/Takeover banner',
  component: TakeoverBannerView,
  args: { running: [runningTakeover], formatTime: formatStoryTime },
} satisfies Meta<typeof TakeoverBannerView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One takeover runs: its name, its end and a link to the Takeovers page. */
export const OneRunning: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent('Takeover running: Jackpot tonight until 20 Nov 2026, 12:10 pm.');
    await expect(within(banner).getByRole('link', { name: 'See takeover' })).toHaveAttribute('href', '/takeovers');
  },
};

/** Two run: the latest started shows, and how many more. */
export const SeveralRunning: Story = {
  args: { running: takeovers.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1 more takeover runs too.');
  },
};

/** "Until closing": each venue stops at its own closing, so the banner names no one time. */
export const UntilClosing: Story = {
  args: { running: [untilClosingTakeover] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Takeover running: Grand final until closing.');
  },
};

export const OneRunningPhone: Story = {
  parameters: phoneParameters,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Nothing runs: nothing shows (the live region stays, empty, so the next one is announced). */
export const NoneRunning: Story = {
  args: { running: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};
