import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShowMore } from '../../ui-kit/index.ts';

const meta = {
  title: 'UI Kit/ShowMore',
  component: ShowMore,
  args: { shown: 10, total: 34, loading: false, whenComplete: 'hide', onShowMore: fn() },
  argTypes: { whenComplete: { control: 'inline-radio', options: ['hide', 'disable'] } },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ShowMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const MoreToShow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 10 of 34')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onShowMore).toHaveBeenCalledOnce();
  },
};

/** The next page is loading: a spinner, and clicks are ignored. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show more' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onShowMore).not.toHaveBeenCalled();
  },
};

/** All shown: the button is gone by default. */
export const AllShown: Story = {
  args: { shown: 34, total: 34 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** All shown, with whenComplete="disable". */
export const AllShownDisabled: Story = {
  args: { shown: 34, total: 34, whenComplete: 'disable' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show more' })).toBeDisabled();
  },
};

/** A list of 24 venues, 10 at a time; with `delayMs` each page comes that long after it is asked for, as from a server. */
function PagedList({ delayMs = 0 }: { delayMs?: number }) {
  const total = 24;
  const [shown, setShown] = useState(10);
  const [loading, setLoading] = useState(false);
  const more = () => setShown((count) => Math.min(count + 10, total));
  const onShowMore = () => {
    if (delayMs === 0) return more();
    setLoading(true);
    setTimeout(() => {
      more();
      setLoading(false);
    }, delayMs);
  };
  return (
    <div>
      <ul style={{ fontSize: 13, columns: 3 }}>
        {Array.from({ length: shown }, (_, index) => (
          <li key={index}>Venue {index + 1}</li>
        ))}
      </ul>
      <ShowMore shown={shown} total={total} loading={loading} onShowMore={onShowMore} />
    </div>
  );
}

/** docs/product.md#constants: 10 at first, each Show more adds 10, until all are shown. */
export const Paging: Story = {
  render: () => <PagedList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(canvas.getByText('Showing 20 of 24')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(canvas.getByText('Showing 24 of 24')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  },
};

/**
 * By keyboard, each page from the server: the focus stays on Show more while there is more, and
 * moves to the count once the last page has taken the button away (it once fell to the top of the page).
 */
export const PagingByKeyboard: Story = {
  render: () => <PagedList delayMs={100} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Show more' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Showing 20 of 24')).toBeInTheDocument();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Showing 24 of 24')).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  },
};
