import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { displaySizeOf } from '../../app/features/scheduling/playlists/displaySizes.ts';
import { PlaylistPreviewView } from '../../app/features/scheduling/playlists/PlaylistPreviewView.tsx';
import { playlistPreviewMachine, type PreviewItem } from '../../machines/playlistPreview.machine.ts';
import { selectPlaylistPreview } from '../../machines/playlistPreview.selectors.ts';
import { layouts, playlists, storyTreeOf } from '../screens/fixtures/scheduling.ts';

interface PreviewProps {
  items: PreviewItem[];
  /** Events sent once the machine starts: puts it in the state under test. */
  events?: Array<{ type: 'preview.pause' } | { type: 'preview.next' }>;
  size?: string;
}

/** The machine with each item's timer made an hour long, so a screenshot never catches a switch. */
function Preview({ items, events = [], size: initialSize = '1920x1080' }: PreviewProps) {
  const actor = useActorRef(playlistPreviewMachine.provide({ delays: { itemDuration: 60 * 60_000 } }), { input: { items } });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    for (const event of events) actor.send(event);
  }, [actor, events]);
  const state = useSelector(actor, selectPlaylistPreview);
  const [size, setSize] = useState(initialSize);
  return (
    <PlaylistPreviewView
      state={state}
      treeOf={storyTreeOf}
      nameOf={(assetId) => layouts.find((layout) => layout.id === assetId)?.name ?? 'Layout'}
      size={displaySizeOf(size)}
      onSizeChange={setSize}
      onPlay={() => actor.send({ type: 'preview.play' })}
      onPause={() => actor.send({ type: 'preview.pause' })}
      onNext={() => actor.send({ type: 'preview.next' })}
      onPrevious={() => actor.send({ type: 'preview.previous' })}
    />
  );
}

const meta = {
  title: 'Machines/Playlist preview',
  component: Preview,
  args: { items: playlists[0]!.items },
} satisfies Meta<typeof Preview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No items: nothing to play. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This playlist has no items')).toBeVisible();
  },
};

/** Playing: the first layout at a landscape display's size; Next steps on, Previous wraps to the last. */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Item 1 of 3: Happy hour, 20 s')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-preview-status]')?.getAttribute('data-preview-status')).toBe('playing');
  },
};

export const PlayingStepsBothWays: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Previous' }));
    await expect(page.getByText('Item 3 of 3: Jackpot, 10 s')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await expect(page.getByText('Item 1 of 3: Happy hour, 20 s')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Paused on the second item, previewed on a portrait display. */
export const Paused: Story = {
  args: { events: [{ type: 'preview.next' }, { type: 'preview.pause' }], size: '1080x1920' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Item 2 of 3: Members offers, 15 s (paused)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  },
};
