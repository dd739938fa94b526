import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fragment } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Button, Icon, type ButtonSize, type ButtonVariant } from '../../ui-kit/index.ts';
import { phoneParameters } from '../support/phone.ts';
import { expectTouchTarget } from '../support/touchTarget.ts';

const variants: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'destructive', 'link'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

const meta = {
  title: 'UI Kit/Button',
  component: Button,
  args: { children: 'Save changes', variant: 'primary', size: 'md', loading: false, disabled: false, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: [...sizes, 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 120px repeat(4, max-content);
  align-items: center;
  gap: 16px 24px;
  font-size: 13px;
`;

export const Playground: Story = {};

/** Every variant in every size, with its disabled and loading states (a React Spectrum-style matrix). */
export const Matrix: Story = {
  render: () => (
    <Grid>
      <span />
      <strong>sm</strong>
      <strong>md</strong>
      <strong>lg</strong>
      <strong>disabled / loading</strong>
      {variants.map((variant) => (
        <Fragment key={variant}>
          <span>{variant}</span>
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              Button
            </Button>
          ))}
          <Row>
            <Button variant={variant} disabled>
              Disabled
            </Button>
            <Button variant={variant} loading>
              Loading
            </Button>
          </Row>
        </Fragment>
      ))}
    </Grid>
  ),
};

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Delete venue' } };
export const Link: Story = { args: { variant: 'link', children: 'Forgot password' } };

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Icon name="users" />
        Invite user
      </>
    ),
  },
};

export const IconOnly: Story = {
  args: { size: 'icon', variant: 'outline', 'aria-label': 'Settings', children: <Icon name="settings" /> },
};

/** On a 390 px phone a small or icon button takes a tap anywhere in 44 × 44 px around its centre; it looks the same. */
export const TouchTargetsOnPhone: Story = {
  parameters: phoneParameters,
  render: () => (
    <Row>
      <Button size="sm" variant="outline">
        Edit
      </Button>
      <Button size="icon" variant="ghost" aria-label="Row actions">
        <Icon name="settings" />
      </Button>
      <Button size="md">Save changes</Button>
    </Row>
  ),
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expectTouchTarget(button);
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Loading keeps the width and focus, sets aria-busy, and swallows clicks. */
export const Loading: Story = {
  args: { loading: true, children: 'Log in' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Log in' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('data-loading');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Rendered `as` an anchor: a link that looks like a button. */
export const AsLink: Story = {
  args: { as: 'a', href: '#clients/create', variant: 'outline', children: 'Add client' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Add client' });
    await expect(link).toHaveAttribute('href', '#clients/create');
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Log in' },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

/** Keyboard focus shows the ring. */
export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
