import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, userEvent, within } from 'storybook/test';
import { themeMachine, type ThemeInput } from '../../machines/theme.machine.ts';
import { selectPreference, selectResolvedTheme } from '../../machines/theme.selectors.ts';
import { ThemeMenu } from '../../ui-kit/index.ts';

/**
 * The theme machine behind the header's theme menu. Its side effects are left out here (the
 * Storybook toolbar owns the page's class), and the resolved theme is shown as text instead.
 */
function ThemeChooser(input: ThemeInput) {
  const theme = useActorRef(themeMachine, { input });
  const preference = useSelector(theme, selectPreference);
  const resolved = useSelector(theme, selectResolvedTheme);
  return (
    <div style={{ minHeight: 220, display: 'flex', gap: 16, alignItems: 'flex-start', justifyContent: 'flex-end' }}>
      <p data-testid="resolved">
        Preference {preference}, showing {resolved}
      </p>
      <ThemeMenu value={preference} onChange={(next) => theme.send({ type: 'theme.select', preference: next })} defaultOpen />
    </div>
  );
}

const meta = {
  title: 'Machines/Theme preference',
  component: ThemeChooser,
  args: { stored: null, fallback: 'dark', systemPrefersDark: false },
} satisfies Meta<typeof ThemeChooser>;
export default meta;
type Story = StoryObj<typeof meta>;

/** dark: nothing stored, the signed-in product's default. */
export const DarkByDefault: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('resolved')).toHaveTextContent('Preference dark, showing dark');
    // The open menu is fetched on first use (ui-kit/Floating/onDemand.ts): found once it is drawn.
    await expect(await within(document.body).findByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** light: restored from storage. */
export const Light: Story = { args: { stored: 'light' } };

/** system, on a device that prefers dark. */
export const SystemPrefersDark: Story = { args: { stored: 'system', systemPrefersDark: true } };

/** system, on a device that prefers light. */
export const SystemPrefersLight: Story = { args: { stored: 'system', systemPrefersDark: false } };

/** dark → light: the person picks Light. */
export const SelectingLight: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(document.body).findByRole('menuitemradio', { name: 'Light' }));
    await expect(within(canvasElement).getByTestId('resolved')).toHaveTextContent('Preference light, showing light');
  },
};
