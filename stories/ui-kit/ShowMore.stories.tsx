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

function PagedList() {
  const total = 24;
  const [shown, setShown] = useState(10);
  return (
    <div>
      <ul style={{ fontSize: 13, columns: 3 }}>
        {Array.from({ length: shown }, (_, index) => (
          <li key={index}>Venue {index + 1}</li>
        ))}
      </ul>
      <ShowMore shown={shown} total={total} onShowMore={() => setShown((count) => Math.min(count + 10, total))} />
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
