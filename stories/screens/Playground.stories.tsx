import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { liveSessionMachine } from '../../app/session/SessionProvider.tsx';
import type { CurrentIdentity } from '../../contract/identities.ts';
import { iconNames } from '../../ui-kit/index.ts';
import { AppHarness } from '../support/AppHarness.tsx';

const clientUser: CurrentIdentity = {
  id: '9c0e6a7e-2d33-4c4f-a0c3-7f4f8e2b61d5',
  name: 'Casey Client',
  identifier: 'casey@venue.example',
  identityType: 'ClientIdentity',
  clientId: '3f0c3b1e-9a3f-4d53-8a59-2f1c7d0e4b6a',
  role: 'client',
  venueIds: [],
};

/** Signed in (any identity may open the style guide); the server is replaced by a stub. */
const signedIn = liveSessionMachine.provide({
  actors: { fetchCurrentIdentity: fromPromise(async () => clientUser) },
  actions: { reportIdentityFailure: () => {} },
});

const meta = {
  title: 'Screens/Playground',
  component: AppHarness,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    window.localStorage.setItem('token', '"story-token"');
    return () => window.localStorage.removeItem('token');
  },
  args: { sessionMachine: signedIn, path: '/playground' },
} satisfies Meta<typeof AppHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openTab(canvasElement: HTMLElement, name: string) {
  const page = within(canvasElement);
  await expect(await page.findByRole('heading', { name: 'Playground', level: 1 })).toBeVisible();
  await waitFor(() => expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'));
  return within(await page.findByRole('tabpanel'));
}

/** /playground: the tabs, and the overview of type, spacing, radii and shadows. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Overview');
    await expect(await panel.findByRole('heading', { name: 'Type scale' })).toBeVisible();
    await expect(panel.getByText('space.16')).toBeVisible();
  },
};

/** /playground/colours: every colour role in both themes, whatever the page's theme. */
export const Colours: Story = {
  args: { path: '/playground/colours' },
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Colours');
    const light = await panel.findByRole('list', { name: 'Light theme colours' });
    const dark = panel.getByRole('list', { name: 'Dark theme colours' });
    await expect(within(light).getAllByRole('listitem').length).toBe(within(dark).getAllByRole('listitem').length);
    const background = (list: HTMLElement) => getComputedStyle(list.parentElement as HTMLElement).backgroundColor;
    await expect(background(light)).not.toBe(background(dark));
  },
};

/** /playground/components: buttons, badges, feedback, cards, data and overlays from the kit. */
export const Components: Story = {
  args: { path: '/playground/components' },
  parameters: { visual: { viewport: { width: 1280, height: 1700 } } },
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Components');
    await expect(await panel.findByRole('button', { name: 'destructive' })).toBeVisible();
    await expect(panel.getByRole('table', { name: 'Sample venues' })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Dialog' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Sample dialog' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // The screenshot shows the page from its top, without a focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  },
};

/** /playground/forms: each control at rest and with its error state. */
export const Forms: Story = {
  args: { path: '/playground/forms' },
  parameters: { visual: { viewport: { width: 1280, height: 1300 } } },
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Forms');
    await expect(await panel.findByText('Client name must be at least 2 characters.')).toBeVisible();
    await expect(panel.getByLabelText('Client name')).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByText('GraphicsController code must be 6 characters')).toBeVisible();
  },
};

/** /playground/forms on a 390 px phone: one column, nothing scrolls sideways. */
export const FormsOnPhone: Story = {
  args: { path: '/playground/forms' },
  parameters: { visual: { viewport: { width: 390, height: 2600 } } },
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Forms');
    await within(canvasElement).findByText('Client name must be at least 2 characters.');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** /playground/icons: the whole icon set with names. */
export const Icons: Story = {
  args: { path: '/playground/icons' },
  parameters: { visual: { viewport: { width: 1280, height: 1200 } } },
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Icons');
    const grid = await panel.findByRole('list', { name: 'Icons' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(iconNames.length);
  },
};

/** The tabs by keyboard alone: ArrowRight selects the next tab, which opens its page. */
export const TabsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await openTab(canvasElement, 'Overview');
    page.getByRole('tab', { name: 'Overview' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const panel = await openTab(canvasElement, 'Colours');
    await expect(await panel.findByRole('heading', { name: 'Light theme' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Colours' })).toHaveFocus();
  },
};
