import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from '../../ui-kit/index.ts';
import { storyRenderLink } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/NotFound',
  component: NotFound,
  args: { renderLink: storyRenderLink, homeHref: '/' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#messages: "Not Found" and a link home (rendered by the app's router through renderLink). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  },
};
