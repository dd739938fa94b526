import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { DeviceDay } from '../../contract/deviceDay.ts';
import type { LayoutTree } from '../../contract/layout/tree.ts';
import { EMPTY_OPEN_HOURS } from '../../contract/openHours.ts';
import type { PlayerView } from '../../machines/player.selectors.ts';
import { timelineMachine, type WeekFetchResult } from '../../machines/timeline.machine.ts';
import { selectTimeline, withWeek } from '../../machines/timeline.selectors.ts';
import { PlayerScreen } from '../../player/PlayerScreen.tsx';
import { useViewportSize } from '../../player/screenSize.ts';

/**
 * The player's week (machines/timeline.machine.ts), one story per state: the machine runs on the
 * real clock with the device protocol stubbed; the week is built around the moment the story
 * opens, so it always shows the same thing. What is on screen is what a TV shows.
 */
const never = <T,>() => new Promise<T>(() => {});
const DISPLAY_ID = '7e2f3d4c-5b6a-4c79-9e8f-0a1b2c3d4e5f';
const OWN = '9a4b5f6e-7d8c-4e9b-8a0b-2c3d4e5f6a70';
const OFFER = '9a4b5f6e-7d8c-4e9b-8a0b-2c3d4e5f6a71';
const SPORT = '9a4b5f6e-7d8c-4e9b-8a0b-2c3d4e5f6a72';
const TAKEOVER_ID = '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f';

const layout = (assetId: string, title: string, subtitle: string, color: string): LayoutTree => ({
  assetId,
  name: title,
  width: 1920,
  height: 1080,
  updatedUtc: '2026-11-23T10:00:00.000Z',
  placements: [
    { id: `${assetId}-1`, assetId: 'text', assetType: 'TEXT', assetName: 'Text', x: 120, y: 120, order: 0, config: { value: title, typeface: 'Inter', fontSize: '150px', color } },
    { id: `${assetId}-2`, assetId: 'text', assetType: 'TEXT', assetName: 'Text', x: 120, y: 340, order: 1, config: { value: subtitle, typeface: 'Inter', fontSize: '64px' } },
  ],
});
const LAYOUTS = {
  [OWN]: layout(OWN, 'Welcome', 'The display’s own layout', '#93c5fd'),
  [OFFER]: layout(OFFER, 'Members’ offers', 'Until 12 noon', '#fbbf24'),
  [SPORT]: layout(SPORT, 'Live sport', 'From 5 pm on every screen', '#4ade80'),
};

/** A week whose only item now is a takeover of OFFER ending `endsInMs` from now, then the own layout. */
function weekAroundNow(endsInMs: number): DeviceDay {
  const now = Date.now();
  return {
    displayId: DISPLAY_ID,
    displayAssetId: OWN,
    timeZone: 'Australia/Sydney',
    openHours: EMPTY_OPEN_HOURS,
    entries: [],
    takeovers: [{ id: TAKEOVER_ID, assetId: OFFER, playlistId: null, startMs: now - 60_000, endMs: now + endsInMs, createdMs: now - 60_000 }],
    playlists: {},
    layouts: LAYOUTS,
    serverTimeUtc: new Date(now).toISOString(),
    validFromUtc: new Date(now).toISOString(),
    validToUtc: new Date(now + 7 * 86_400_000).toISOString(),
    version: '"week"',
  };
}

interface TimelineStoryProps {
  /** The takeover on screen ends this long after the story opens. */
  endsInMs: number;
  fetchWeek: 'answers' | 'fails' | 'never';
  /** How the layouts' files load: at once, never, or never for the display's own (the next item). */
  prepare: 'ready' | 'never' | 'neverForOwn';
}

/** The player as linked and drawing its own layout; the week's item replaces it once it plays. */
const PLAYER_VIEW: PlayerView = { phase: 'playing', code: null, codeExpiresUtc: null, layout: LAYOUTS[OWN]!, offline: false, venueName: 'Harbour Arcade' };

function PlayerTimeline({ endsInMs, fetchWeek, prepare }: TimelineStoryProps) {
  const [week] = useState(() => weekAroundNow(endsInMs));
  const actor = useActorRef(
    timelineMachine.provide({
      actors: {
        fetchWeek: fromPromise<WeekFetchResult, { etag: string | null; waitSeconds: number }>(async ({ input }) => {
          if (fetchWeek === 'fails') throw new TypeError('Failed to fetch');
          if (fetchWeek === 'never' || input.etag !== null) return never();
          return { kind: 'changed', week, etag: week.version, clock: null };
        }),
        prepareLayout: fromPromise<void, { layout: LayoutTree }>(async ({ input }) => {
          if (prepare === 'never' || (prepare === 'neverForOwn' && input.layout.assetId === OWN)) await never();
        }),
      },
    }),
    { input: { stored: fetchWeek === 'fails' ? { week, etag: week.version, clock: null } : null, retryMs: 60_000 } },
  );
  const timeline = useSelector(actor, selectTimeline);
  const state = useSelector(actor, (snapshot) => JSON.stringify(snapshot.value));
  return (
    <div data-timeline-state={state}>
      <PlayerScreen view={withWeek(PLAYER_VIEW, timeline)} display={{ label: 'Bar', width: 1920, height: 1080 }} portalBaseUrl="https://portal.example.com" viewport={useViewportSize()} />
    </div>
  );
}

const meta = {
  title: 'Machines/Player timeline',
  component: PlayerTimeline,
  parameters: { layout: 'fullscreen' },
  args: { endsInMs: 3_600_000, fetchWeek: 'answers', prepare: 'ready' },
} satisfies Meta<typeof PlayerTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

const inState = async (canvasElement: HTMLElement, playback: string) =>
  waitFor(() => expect(canvasElement.querySelector('[data-timeline-state]')?.getAttribute('data-timeline-state')).toContain(`"playback":"${playback}"`));

/** playback.noWeek: no week yet (the first answer is under way): the display's own layout stays. */
export const NoWeek: Story = {
  args: { fetchWeek: 'never' },
  play: async ({ canvasElement }) => {
    await inState(canvasElement, 'noWeek');
    await within(canvasElement).findByText('Welcome');
  },
};

/** playback.switching: the takeover's files are loading; what was on screen stays, never a blank. */
export const Switching: Story = {
  args: { prepare: 'never' },
  play: async ({ canvasElement }) => {
    await inState(canvasElement, 'switching');
    await within(canvasElement).findByText('Welcome');
  },
};

/** playback.current: the takeover plays; its end is far off. */
export const Current: Story = {
  play: async ({ canvasElement }) => {
    await inState(canvasElement, 'current');
    await within(canvasElement).findByText('Members’ offers');
  },
};

/** playback.preloading: the takeover ends in 30 s; the next layout's files are loading meanwhile. */
export const Preloading: Story = {
  args: { endsInMs: 30_000, prepare: 'neverForOwn' },
  play: async ({ canvasElement }) => {
    await inState(canvasElement, 'preloading');
    await within(canvasElement).findByText('Members’ offers');
  },
};

/** playback.ready: the next layout is prepared; it shows at the takeover's end, 30 s on. */
export const Ready: Story = {
  args: { endsInMs: 30_000 },
  play: async ({ canvasElement }) => {
    await inState(canvasElement, 'ready');
    await within(canvasElement).findByText('Members’ offers');
  },
};

/** connection.offline: the server is away; the stored week plays on, with the small offline dot. */
export const Offline: Story = {
  args: { fetchWeek: 'fails' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-timeline-state]')?.getAttribute('data-timeline-state')).toContain('"connection":"offline"'));
    const screen = within(canvasElement);
    await screen.findByText('Members’ offers');
    await screen.findByRole('img', { name: 'Offline: playing the last layout' });
  },
};
