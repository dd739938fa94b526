import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from '../../ui-kit/index.ts';
import { Stack } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/Tabs',
  component: Tabs,
  args: { defaultValue: 'assets', onValueChange: fn(), children: null },
  argTypes: { children: { control: false }, value: { control: false } },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Editor panel">
        <Tab value="assets">Assets</Tab>
        <Tab value="properties">Properties</Tab>
        <Tab value="history" disabled>
          History
        </Tab>
      </TabList>
      <TabPanel value="assets">
        <p style={{ fontSize: 14 }}>No assets available</p>
      </TabPanel>
      <TabPanel value="properties">
        <p style={{ fontSize: 14 }}>Canvas width: auto · Canvas height: auto</p>
      </TabPanel>
    </Tabs>
  ),
  decorators: [(Story) => <Stack $width={384}>{Story()}</Stack>],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FirstSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const assets = canvas.getByRole('tab', { name: 'Assets' });
    await expect(assets).toHaveAttribute('aria-selected', 'true');
    await expect(assets).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('tab', { name: 'Properties' })).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('tabpanel', { name: 'Assets' })).toHaveTextContent('No assets available');
  },
};

export const SecondSelected: Story = { args: { defaultValue: 'properties' } };

/** One tab stop; arrow keys move and select, skipping the disabled tab and wrapping around. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Assets' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const properties = canvas.getByRole('tab', { name: 'Properties' });
    await expect(properties).toHaveFocus();
    await expect(properties).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('properties');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Assets' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(properties).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** The right panel of the layout editor: tabs across the full width. */
export const FullWidth: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Editor panel" fullWidth>
        <Tab value="assets">Assets</Tab>
        <Tab value="properties">Properties</Tab>
      </TabList>
      <TabPanel value="assets">
        <p style={{ fontSize: 14 }}>No assets available</p>
      </TabPanel>
      <TabPanel value="properties">
        <p style={{ fontSize: 14 }}>Canvas width: auto</p>
      </TabPanel>
    </Tabs>
  ),
};
