import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { Display } from '../../contract/displays.ts';
import type { GraphicsControllerAuthCodeResponse, GraphicsControllerSelf } from '../../contract/graphicsControllers.ts';
import type { LayoutTree } from '../../contract/layout/tree.ts';
import { playerMachine, type LayoutFetchResult, type PlayerInput } from '../../machines/player.machine.ts';
import { selectPlayer } from '../../machines/player.selectors.ts';
import { PlayerScreen } from '../../player/PlayerScreen.tsx';
import { useViewportSize } from '../../player/screenSize.ts';

const never = <T,>() => new Promise<T>(() => {});
const CONTROLLER_ID = '6d1e2c3b-4a59-4f68-8d7e-9a0b1c2d3e4f';
const DISPLAY: Display = {
  id: '7e2f3d4c-5b6a-4c79-9e8f-0a1b2c3d4e5f',
  graphicsControllerId: CONTROLLER_ID,
  label: 'Bar',
  zone: 'bar',
  width: 1920,
  height: 1080,
  state: 'Active',
  status: 'online',
  lastSeenUtc: '2026-11-23T10:00:00.000Z',
  assetId: null,
  updatedUtc: '2026-11-23T10:00:00.000Z',
};
const SELF: GraphicsControllerSelf = {
  id: CONTROLLER_ID,
  name: 'Bar TV',
  linked: true,
  venue: { id: '8f3a4e5d-6c7b-4d8a-8f9a-1b2c3d4e5f6a', name: 'Harbour Arcade', gmv: 'HARB-1' },
  displays: [DISPLAY],
  heartbeatSeconds: 60,
};

/** A poster drawn as shapes only (no text, so no font can differ between machines). */
const POSTER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#1e3a8a"/><circle cx="12" cy="3" r="2" fill="#f59e0b"/><path d="M0 9 L6 4 L10 7 L13 5 L16 8 V9 Z" fill="#0ea5e9"/></svg>',
)}`;

const LAYOUT: LayoutTree = {
  assetId: '9a4b5f6e-7d8c-4e9b-8a0b-2c3d4e5f6a7b',
  name: 'Bar evening',
  width: 1920,
  height: 1080,
  updatedUtc: '2026-11-23T10:00:00.000Z',
  placements: [
    { id: 't1', assetId: 'text', assetType: 'TEXT', assetName: 'Text', x: 120, y: 120, order: 0, config: { value: 'Happy hour', typeface: 'Inter', fontSize: '160px', color: '#fbbf24' } },
    { id: 't2', assetId: 'text', assetType: 'TEXT', assetName: 'Text', x: 120, y: 340, order: 1, config: { value: 'Every day from 5 to 7 pm', typeface: 'Inter', fontSize: '72px' } },
    {
      id: 'i1',
      assetId: 'image',
      assetType: 'IMAGE',
      assetName: 'Image',
      x: 1120,
      y: 520,
      order: 2,
      config: { width: '680px', height: '383px' },
      media: { status: 'ok', url: POSTER, contentType: 'image/svg+xml' },
    },
  ],
};

const code: GraphicsControllerAuthCodeResponse = {
  graphicsControllerId: CONTROLLER_ID,
  token: 'device-token',
  code: 'K7P2QX',
  expiresUtc: '2999-01-01T00:00:00.000Z',
};

interface PlayerStoryProps {
  input: PlayerInput;
  requestCode?: () => Promise<GraphicsControllerAuthCodeResponse>;
  fetchSelf?: () => Promise<GraphicsControllerSelf>;
  fetchLayout?: () => Promise<LayoutFetchResult>;
}

/** The player machine started with the device protocol stubbed, drawn as a screen shows it. */
function Player({ input, requestCode = never, fetchSelf = never, fetchLayout = never }: PlayerStoryProps) {
  const actor = useActorRef(
    playerMachine.provide({
      actors: {
        requestCode: fromPromise(requestCode),
        fetchSelf: fromPromise(fetchSelf),
        reportDisplay: fromPromise(async () => [DISPLAY]),
        fetchLayout: fromPromise(fetchLayout),
        prepareMedia: fromPromise(async (): Promise<void> => {}),
      },
    }),
    { input },
  );
  const view = useSelector(actor, selectPlayer);
  const display = useSelector(actor, (snapshot) => snapshot.context.display);
  return <PlayerScreen view={view} display={display} portalBaseUrl="https://portal.example.com" viewport={useViewportSize()} />;
}

const meta = {
  title: 'Machines/Player',
  component: Player,
  parameters: { layout: 'fullscreen' },
  args: { input: { token: null, cachedLayout: null, display: { label: 'Bar', width: 1920, height: 1080 } } },
} satisfies Meta<typeof Player>;
export default meta;
type Story = StoryObj<typeof meta>;

const linked = { token: 'device-token', display: { label: 'Bar', width: 1920, height: 1080 } };

/** registering: the first answer has not come; calm, never an error page. */
export const Registering: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Starting…');
  },
};

/** registering.retrying: a first start whose network is not up: "Starting…", and that the portal cannot be reached yet. */
export const RegisteringOffline: Story = {
  args: {
    requestCode: async () => {
      throw new TypeError('Failed to fetch');
    },
  },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Starting…The portal can’t be reached yet. Trying again…'));
  },
};

/** showingCode: the code in large type, how to link it, and a QR code of the portal's /link address. */
export const ShowingCode: Story = {
  args: { requestCode: async () => code },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByLabelText('Link code')).toHaveTextContent('K7P2QX');
    await expect(screen.getByRole('img', { name: 'QR code to link this screen' })).toBeVisible();
  },
};

/** linked, screen.connecting: linked, its layout not answered yet: still "Starting…", never "no layout yet" before that is known. */
export const LinkedConnecting: Story = {
  args: { input: { ...linked, cachedLayout: null } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('status')).toHaveTextContent('Starting…');
    await expect(screen.queryByRole('heading')).toBeNull();
  },
};

/** linked, screen.connecting, connection.offline: nothing to draw yet and the portal out of reach (a TV whose network is not up): it says so. */
export const LinkedConnectingOffline: Story = {
  args: {
    input: { ...linked, cachedLayout: null },
    fetchSelf: async () => {
      throw new TypeError('Failed to fetch');
    },
  },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Starting…The portal can’t be reached yet. Trying again…'));
  },
};

/** linked, screen.empty: nothing to play: calm, the venue's name large, and what staff can do in quiet type. */
export const LinkedWithoutLayout: Story = {
  args: {
    input: { ...linked, cachedLayout: null },
    fetchSelf: async () => SELF,
    fetchLayout: async () => ({ kind: 'changed', layout: { ...LAYOUT, assetId: null, placements: [] }, etag: '"blank"' }),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('heading', { name: 'Harbour Arcade' });
    await expect(screen.getByText(/has no layout yet/)).toBeVisible();
  },
};

/** linked, screen.playing: the layout scaled to fit the window, letterboxed on black. */
export const Playing: Story = {
  args: {
    input: { ...linked, cachedLayout: null },
    fetchSelf: async () => SELF,
    fetchLayout: async () => ({ kind: 'changed', layout: LAYOUT, etag: '"v1"' }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Happy hour');
  },
};

/** linked, connection.offline: the last good layout keeps playing; a small dim dot in a corner. */
export const OfflinePlaying: Story = {
  args: {
    input: { ...linked, cachedLayout: { layout: LAYOUT, etag: '"v1"' } },
    fetchSelf: async () => {
      throw new TypeError('Failed to fetch');
    },
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('img', { name: 'Offline: playing the last layout' });
    await expect(screen.getByText('Happy hour')).toBeVisible();
  },
};
