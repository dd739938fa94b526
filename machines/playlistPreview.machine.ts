/**
 * The rotation preview of a playlist (docs/scheduling.md#rotation): its layouts in order, each for its duration,
 * then from the top again, as a display plays it; the person may pause and step through.
 *
 * States
 * - starting   transient: playing with items, else empty
 * - empty      the playlist has no items: nothing to play
 * - playing    the current item shows; after its duration the next one does (tag running)
 * - paused     the current item stays until play, next or previous
 *
 * Events
 * - preview.play        from paused: the current item plays its full duration again
 * - preview.pause       from playing
 * - preview.next        the next item (the first after the last); playing restarts its timer
 * - preview.previous    the previous item (the last before the first)
 * - preview.load {items} new items (the playlist was edited): back to the first, playing
 */
import { assign, setup } from 'xstate';

export interface PreviewItem {
  assetId: string;
  durationSeconds: number;
}

export interface PlaylistPreviewContext {
  items: PreviewItem[];
  index: number;
}

export type PlaylistPreviewEvent =
  | { type: 'preview.play' }
  | { type: 'preview.pause' }
  | { type: 'preview.next' }
  | { type: 'preview.previous' }
  | { type: 'preview.load'; items: PreviewItem[] };

export interface PlaylistPreviewInput {
  items: PreviewItem[];
}

const step = (context: PlaylistPreviewContext, by: number) => (context.index + by + context.items.length) % context.items.length;

export const playlistPreviewMachine = setup({
  types: {
    context: {} as PlaylistPreviewContext,
    events: {} as PlaylistPreviewEvent,
    input: {} as PlaylistPreviewInput,
  },
  actions: {
    showNext: assign({ index: ({ context }) => step(context, 1) }),
    showPrevious: assign({ index: ({ context }) => step(context, -1) }),
    load: assign(({ event }) => (event.type === 'preview.load' ? { items: event.items, index: 0 } : {})),
  },
  guards: {
    hasItems: ({ context }) => context.items.length > 0,
    loadsItems: ({ event }) => event.type === 'preview.load' && event.items.length > 0,
  },
  delays: {
    /** The current item's own duration. */
    itemDuration: ({ context }) => (context.items[context.index]?.durationSeconds ?? 0) * 1000,
  },
}).createMachine({
  id: 'playlistPreview',
  context: ({ input }) => ({ items: input.items, index: 0 }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasItems', target: 'playing' },
        { target: 'empty' },
      ],
    },
    empty: {},
    playing: {
      tags: ['running'],
      after: { itemDuration: { target: 'playing', reenter: true, actions: 'showNext' } },
      on: {
        'preview.pause': { target: 'paused' },
        'preview.next': { target: 'playing', reenter: true, actions: 'showNext' },
        'preview.previous': { target: 'playing', reenter: true, actions: 'showPrevious' },
      },
    },
    paused: {
      on: {
        'preview.play': { target: 'playing' },
        'preview.next': { actions: 'showNext' },
        'preview.previous': { actions: 'showPrevious' },
      },
    },
  },
  on: {
    'preview.load': [
      { guard: 'loadsItems', target: '.playing', actions: 'load' },
      { target: '.empty', actions: 'load' },
    ],
  },
});
