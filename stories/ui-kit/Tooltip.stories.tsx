import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Icon, Tooltip } from '../../ui-kit/index.ts';
import { OverlayFrame, Row } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/Tooltip',
  component: Tooltip,
  args: {
    content: '2 venues in alert',
    placement: 'top',
    delay: 700,
    onOpenChange: fn(),
    children: (
      <Button variant="outline" size="icon" aria-label="Alerts">
        <Icon name="alert-circle" />
      </Button>
    ),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'left', 'right'] },
    children: { control: false },
  },
  decorators: [(Story) => <OverlayFrame style={{ paddingLeft: 160, paddingTop: 96 }}>{Story()}</OverlayFrame>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Playground: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

/** One per side, all open. */
export const Placements: Story = {
  render: (args) => (
    <Row $gap={160}>
      {(['top', 'bottom', 'left', 'right'] as const).map((placement) => (
        <Tooltip key={placement} {...args} placement={placement} content={`Opens ${placement}`} defaultOpen>
          <Button variant="outline">{placement}</Button>
        </Tooltip>
      ))}
    </Row>
  ),
};

/** Keyboard focus opens it at once (no delay) and the trigger is described by it. */
export const ShowsOnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await page().findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('2 venues in alert');
    await expect(within(canvasElement).getByRole('button', { name: 'Alerts' })).toHaveAccessibleDescription('2 venues in alert');
  },
};

export const EscapeCloses: Story = {
  play: async () => {
    await userEvent.tab();
    await page().findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/**
 * Hover waits for `delay` (here 100 ms, as on the venue list) before opening. skipDelay 0: the
 * story before it closes a tooltip, and a hover within skipDelay of that opens at once (by design),
 * so this story's outcome would depend on how fast the preview moved on from it.
 */
export const HoverAfterDelay: Story = {
  args: { delay: 100, skipDelay: 0, content: '2024-05-01 09:30 UTC' },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Alerts' }));
    await expect(page().queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(await page().findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('2024-05-01 09:30 UTC');
  },
};
