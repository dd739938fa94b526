import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Icon, Tooltip, type BadgeVariant } from '../../ui-kit/index.ts';
import { OverlayFrame, Row } from './storySupport.tsx';

const variants: BadgeVariant[] = ['default', 'secondary', 'success', 'warning', 'destructive'];

const meta = {
  title: 'UI Kit/Badge',
  component: Badge,
  args: { children: 'Pending', variant: 'default' },
  argTypes: { variant: { control: 'inline-radio', options: variants } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every variant side by side. */
export const Variants: Story = {
  render: () => (
    <Row>
      {variants.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('warning');
    await expect(badge).toHaveAttribute('data-variant', 'warning');
  },
};

export const Default: Story = { args: { variant: 'default', children: 'Active' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Inactive' } };
export const Success: Story = { args: { variant: 'success', children: 'Accepted' } };
export const Warning: Story = { args: { variant: 'warning', children: 'Expired' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Revoked' } };

/** docs/product.md#states: Pending default, Accepted success, Expired warning, Revoked destructive. */
export const InvitationStates: Story = {
  render: () => (
    <Row>
      <Badge variant="default">Pending</Badge>
      <Badge variant="success">Accepted</Badge>
      <Badge variant="warning">Expired</Badge>
      <Badge variant="destructive">Revoked</Badge>
    </Row>
  ),
};

/** docs/product.md#screens /clients: a venue count, and a red count of venues in alert with a tooltip. */
export const CountWithAlert: Story = {
  render: () => (
    <OverlayFrame style={{ paddingTop: 64 }}>
      <Row $gap={8}>
        <Badge variant="secondary">12 venues</Badge>
        <Tooltip content="2 venues in alert" defaultOpen>
          <Badge variant="destructive" tabIndex={0}>
            <Icon name="alert-triangle" />2
          </Badge>
        </Tooltip>
      </Row>
    </OverlayFrame>
  ),
};

/**
 * `wrap`: in a column narrower than its label (a table's, on a laptop) the label breaks over lines
 * inside the badge, which keeps its shape; without it the label stays on one line and overflows.
 */
export const WrapInNarrowColumn: Story = {
  render: () => (
    <Row $gap={16}>
      <div style={{ width: 96 }} data-testid="wrapping">
        <Badge variant="warning" wrap>
          Out of date: player not reporting
        </Badge>
      </div>
      <div style={{ width: 96 }}>
        <Badge variant="warning" wrap>
          Short
        </Badge>
      </div>
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('wrapping');
    const badge = column.firstElementChild as HTMLElement;
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(96);
    await expect(badge.getBoundingClientRect().height).toBeGreaterThan(22);
  },
};
