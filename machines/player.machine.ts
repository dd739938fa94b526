/**
 * The Generation One player (docs/decisions.md#player-and-alerts): one per browser window, which is
 * one display. It speaks only the device protocol; every call and every storage write is a named
 * actor or action the player UI provides, so this file holds the rules and nothing else.
 *
 * States
 * - starting                       initial, transient: a stored device token goes to linked (a
 *                                  cached layout shows at once), none to registering
 * - registering.requesting         asks for a code (with the stored token: a fresh code for the
 *                                  same controller; without: a new controller and token)
 * - registering.retrying           the server did not answer: ask again (machines/startupRetry.ts:
 *                                  soon until the server has answered once, then every heartbeat)
 * - showingCode.waiting            the code is on screen; CODE_CHECK_MS later (or a heartbeat, if
 *                                  shorter) it checks for the link: someone stands at the screen
 *                                  linking it and should see it play at once, not a minute later
 * - showingCode.checking           GET self: linked goes on to linked; the code's expiry
 *                                  (at any point of showingCode) asks for a fresh one
 * - linked (parallel)
 *   - sync.checking                GET self: still linked (else registering, for a fresh code)?
 *                                  our display reported at our size (else reporting)?
 *   - sync.reporting               reports the display (label, width, height), learns its id
 *   - sync.fetching                the layout, with the ETag of the one shown (304: unchanged)
 *   - sync.preparing               a new layout's media loads (and is cached) before it is shown
 *   - sync.waiting                 a heartbeat until the next round
 *   - sync.retrying                a call failed: the round again (soon until the server has
 *                                  answered once since the start, then after a heartbeat)
 *   - screen.deciding              transient: a layout already shown (cache) plays, else connecting
 *   - screen.connecting            linked, and nothing known to draw yet: the display's layout has
 *                                  not been answered (the screen says "Starting…", never "no layout")
 *   - screen.empty                 linked without layout: the display has none yet
 *   - screen.playing               the layout is drawn
 *   - connection.online / offline  the last round reached the server or not; offline keeps
 *                                  playing what is shown and retries every heartbeat
 * - unlinked                       transient: the token was refused (401): forget token and
 *                                  layout, then registering for a new code
 *
 * Events
 * - player.resized {width, height}   the window changed size: reported on the next round
 * - layout.ready / layout.none       raised by sync for screen
 * - connection.ok / connection.lost  raised by sync for connection
 */
import { assign, raise, setup } from 'xstate';
import type { Display } from '../contract/displays.ts';
import type { GraphicsControllerAuthCodeResponse, GraphicsControllerSelf } from '../contract/graphicsControllers.ts';
import type { LayoutTree } from '../contract/layout/tree.ts';
import { DEFAULT_HEARTBEAT_SECONDS } from '../contract/heartbeat.ts';
import { notProvided } from './notProvided.ts';
import { oneMoreFailure, retryDelayMs, type StartupFailures } from './startupRetry.ts';

/** The window this player draws in: one display of the controller. */
export interface PlayerDisplay {
  label: string;
  width: number;
  height: number;
}

/** A layout and the ETag it came with, as the player keeps (and caches) it. */
export interface PlayerLayout {
  layout: LayoutTree;
  etag: string | null;
}

export interface PlayerInput {
  /** The device token kept in the browser's storage, or null on first start. */
  token: string | null;
  /** The last good layout from the browser's cache, so a cold start offline still plays. */
  cachedLayout: PlayerLayout | null;
  display: PlayerDisplay;
  /**
   * The heartbeat the server advertised last (kept by the UI), so a restart while the server is
   * away retries at the configured rhythm; the default until the server has said.
   */
  heartbeatSeconds?: number | null;
}

export interface PlayerContext {
  token: string | null;
  display: PlayerDisplay;
  displayId: string | null;
  code: { code: string; expiresUtc: string } | null;
  heartbeatMs: number;
  /** The venue's name as the server last said it: the idle screen's title (docs/player.md#idle). */
  venueName: string | null;
  /** What is on screen. */
  shown: PlayerLayout | null;
  /** A new layout whose media is loading; it replaces `shown` only once ready. */
  pending: PlayerLayout | null;
  /** Failed calls before the server's first answer since the start (machines/startupRetry.ts). */
  startupFailures: StartupFailures;
}

/** fetchLayout's answer: 304, or a layout with its ETag. */
export type LayoutFetchResult = { kind: 'unchanged' } | { kind: 'changed'; layout: LayoutTree; etag: string | null };

export type PlayerEvent =
  | { type: 'player.resized'; width: number; height: number }
  | { type: 'layout.ready' }
  | { type: 'layout.none' }
  | { type: 'connection.ok' }
  | { type: 'connection.lost' };

/**
 * How often a player showing its code asks whether it is linked yet. A device call is cheap (its
 * sighting is written at most once a minute) and a code lives 15 minutes, so at most 180 calls.
 */
export const CODE_CHECK_MS = 5_000;

/** What the provided actors throw for an HTTP answer that is not a success. */
export class DeviceHttpError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`The server answered ${status}.`);
    this.name = 'DeviceHttpError';
    this.status = status;
  }
}

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : null;

/** The token is not (or no longer) a device's: unlinked in the portal, or never valid. */
export const isUnauthorizedError = (error: unknown) => statusOf(error) === 401;

/** A fresh code was asked with the token of a controller that is linked meanwhile. */
const isAlreadyLinkedError = (error: unknown) => statusOf(error) === 409;

/** Stands in where a layout must be given but none is pending (never drawn). */
const emptyLayout: LayoutTree = { assetId: null, name: '', width: 1, height: 1, updatedUtc: new Date(0).toISOString(), placements: [] };

/** Our display as the server listed it, when reported with our label and size. */
const reportedDisplay = (displays: Display[], display: PlayerDisplay) =>
  displays.find((item) => item.label === display.label && item.width === display.width && item.height === display.height);

export const playerMachine = setup({
  types: {
    context: {} as PlayerContext,
    events: {} as PlayerEvent,
    input: {} as PlayerInput,
  },
  actors: {
    requestCode: notProvided<GraphicsControllerAuthCodeResponse, { token: string | null }>('requestCode'),
    fetchSelf: notProvided<GraphicsControllerSelf, { token: string }>('fetchSelf'),
    reportDisplay: notProvided<Display[], { token: string; display: PlayerDisplay }>('reportDisplay'),
    fetchLayout: notProvided<LayoutFetchResult, { token: string; displayId: string; etag: string | null }>('fetchLayout'),
    /** Loads (and caches) every media address of the layout; rejects when one cannot be had. */
    prepareMedia: notProvided<void, { layout: LayoutTree }>('prepareMedia'),
  },
  actions: {
    /** Provided by the UI: keep the device token in the browser's storage. */
    storeToken: (_, _params: { token: string }) => {},
    /** Provided by the UI: forget the token and the cached layout (unlinked). */
    forgetDevice: () => {},
    /** Provided by the UI: keep the last good layout for a cold start offline. */
    storeLayout: (_, _params: PlayerLayout) => {},
    forget: assign({ token: null, displayId: null, code: null, shown: null, pending: null }),
    takeSelf: assign({
      heartbeatMs: (_, params: GraphicsControllerSelf) => params.heartbeatSeconds * 1000,
      venueName: (_, params: GraphicsControllerSelf) => params.venue?.name ?? null,
    }),
    noteFailure: assign({ startupFailures: ({ context }) => oneMoreFailure(context.startupFailures) }),
    noteAnswered: assign({ startupFailures: null }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    /** A layout (from the cache) is there to draw. */
    isShowingLayout: ({ context }) => context.shown !== null && context.shown.layout.assetId !== null,
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorizedError(params.error),
    isAlreadyLinked: (_, params: { error: unknown }) => isAlreadyLinkedError(params.error),
    isLinked: (_, params: { self: GraphicsControllerSelf }) => params.self.linked,
    isNotLinked: (_, params: { self: GraphicsControllerSelf }) => !params.self.linked,
    isDisplayReported: ({ context }, params: { self: GraphicsControllerSelf }) =>
      reportedDisplay(params.self.displays, context.display) !== undefined,
    isUnchanged: (_, params: { result: LayoutFetchResult }) => params.result.kind === 'unchanged',
    /** A display whose layout was never saved: nothing to draw. */
    isNoLayout: (_, params: { result: LayoutFetchResult }) => params.result.kind === 'changed' && params.result.layout.assetId === null,
  },
  delays: {
    heartbeat: ({ context }) => context.heartbeatMs,
    retry: ({ context }) => retryDelayMs(context.startupFailures, context.heartbeatMs),
    codeCheck: ({ context }) => Math.min(context.heartbeatMs, CODE_CHECK_MS),
    codeExpiry: ({ context }) => Math.max(0, Date.parse(context.code?.expiresUtc ?? '') - Date.now() || 0),
  },
}).createMachine({
  id: 'player',
  context: ({ input }) => ({
    token: input.token,
    display: input.display,
    displayId: null,
    code: null,
    heartbeatMs: (input.heartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS) * 1000,
    venueName: null,
    shown: input.token === null ? null : input.cachedLayout,
    pending: null,
    startupFailures: 0,
  }),
  on: {
    'player.resized': {
      actions: assign({ display: ({ context, event }) => ({ ...context.display, width: event.width, height: event.height }) }),
    },
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasToken', target: 'linked' }, { target: 'registering' }],
    },

    registering: {
      initial: 'requesting',
      states: {
        requesting: {
          invoke: {
            src: 'requestCode',
            input: ({ context }) => ({ token: context.token }),
            onDone: {
              target: '#player.showingCode',
              actions: [
                assign({
                  token: ({ event }) => event.output.token,
                  code: ({ event }) => ({ code: event.output.code, expiresUtc: event.output.expiresUtc }),
                }),
                { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
                'noteAnswered',
              ],
            },
            onError: [
              // A stored token the server no longer knows: start over as a new controller.
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: 'requesting',
                reenter: true,
                actions: ['forgetDevice', 'forget'],
              },
              { guard: { type: 'isAlreadyLinked', params: ({ event }) => ({ error: event.error }) }, target: '#player.linked' },
              { target: 'retrying', actions: 'noteFailure' },
            ],
          },
        },
        retrying: {
          after: { retry: 'requesting' },
        },
      },
    },

    showingCode: {
      initial: 'waiting',
      after: { codeExpiry: 'registering' },
      states: {
        waiting: {
          after: { codeCheck: 'checking' },
        },
        checking: {
          invoke: {
            src: 'fetchSelf',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: [
              {
                guard: { type: 'isLinked', params: ({ event }) => ({ self: event.output }) },
                target: '#player.linked',
                actions: [{ type: 'takeSelf', params: ({ event }) => event.output }, assign({ code: null })],
              },
              { target: 'waiting', actions: { type: 'takeSelf', params: ({ event }) => event.output } },
            ],
            onError: [
              { guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) }, target: '#player.unlinked' },
              // The server is away: the code stays on screen until it expires.
              { target: 'waiting' },
            ],
          },
        },
      },
    },

    linked: {
      type: 'parallel',
      states: {
        sync: {
          initial: 'checking',
          states: {
            checking: {
              invoke: {
                src: 'fetchSelf',
                input: ({ context }) => ({ token: context.token ?? '' }),
                onDone: [
                  // Unlinked meanwhile but the token still works: show a code for it again.
                  {
                    guard: { type: 'isNotLinked', params: ({ event }) => ({ self: event.output }) },
                    target: '#player.registering',
                    actions: assign({ shown: null, pending: null, displayId: null }),
                  },
                  // Reported already at this size: straight to the layout.
                  {
                    guard: { type: 'isDisplayReported', params: ({ event }) => ({ self: event.output }) },
                    target: 'fetching',
                    actions: [
                      { type: 'takeSelf', params: ({ event }) => event.output },
                      assign({
                        displayId: ({ context, event }) => reportedDisplay(event.output.displays, context.display)?.id ?? null,
                      }),
                      raise({ type: 'connection.ok' }),
                    ],
                  },
                  {
                    target: 'reporting',
                    actions: [{ type: 'takeSelf', params: ({ event }) => event.output }, raise({ type: 'connection.ok' })],
                  },
                ],
                onError: [
                  { guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) }, target: '#player.unlinked' },
                  { target: 'retrying', actions: ['noteFailure', raise({ type: 'connection.lost' })] },
                ],
              },
            },
            reporting: {
              invoke: {
                src: 'reportDisplay',
                input: ({ context }) => ({ token: context.token ?? '', display: context.display }),
                onDone: {
                  target: 'fetching',
                  actions: [
                    assign({
                      displayId: ({ context, event }) => reportedDisplay(event.output, context.display)?.id ?? null,
                    }),
                    raise({ type: 'connection.ok' }),
                  ],
                },
                onError: [
                  { guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) }, target: '#player.unlinked' },
                  { target: 'retrying', actions: ['noteFailure', raise({ type: 'connection.lost' })] },
                ],
              },
            },
            fetching: {
              invoke: {
                src: 'fetchLayout',
                input: ({ context }) => ({
                  token: context.token ?? '',
                  displayId: context.displayId ?? '',
                  etag: context.shown?.etag ?? null,
                }),
                onDone: [
                  {
                    guard: { type: 'isUnchanged', params: ({ event }) => ({ result: event.output }) },
                    target: 'waiting',
                    actions: raise({ type: 'connection.ok' }),
                  },
                  {
                    guard: { type: 'isNoLayout', params: ({ event }) => ({ result: event.output }) },
                    target: 'waiting',
                    actions: [
                      assign({
                        shown: ({ event }) =>
                          event.output.kind === 'changed' ? { layout: event.output.layout, etag: event.output.etag } : null,
                      }),
                      raise({ type: 'connection.ok' }),
                      raise({ type: 'layout.none' }),
                    ],
                  },
                  {
                    target: 'preparing',
                    actions: [
                      assign({
                        pending: ({ event }) =>
                          event.output.kind === 'changed' ? { layout: event.output.layout, etag: event.output.etag } : null,
                      }),
                      raise({ type: 'connection.ok' }),
                    ],
                  },
                ],
                onError: [
                  { guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) }, target: '#player.unlinked' },
                  { target: 'retrying', actions: ['noteFailure', raise({ type: 'connection.lost' })] },
                ],
              },
            },
            preparing: {
              invoke: {
                src: 'prepareMedia',
                input: ({ context }) => ({ layout: context.pending?.layout ?? emptyLayout }),
                onDone: {
                  target: 'waiting',
                  actions: [
                    assign({ shown: ({ context }) => context.pending, pending: null }),
                    {
                      type: 'storeLayout',
                      params: ({ context }) => context.shown ?? { layout: emptyLayout, etag: null },
                    },
                    raise({ type: 'layout.ready' }),
                  ],
                },
                // Media that will not load: keep drawing the old layout; the next round tries again.
                onError: { target: 'waiting', actions: assign({ pending: null }) },
              },
            },
            waiting: {
              after: { heartbeat: 'checking' },
            },
            retrying: {
              after: { retry: 'checking' },
            },
          },
        },
        screen: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [
                { guard: 'isShowingLayout', target: 'playing' },
                { target: 'connecting' },
              ],
            },
            connecting: { on: { 'layout.ready': 'playing', 'layout.none': 'empty' } },
            empty: { on: { 'layout.ready': 'playing' } },
            playing: { on: { 'layout.none': 'empty' } },
          },
        },
        connection: {
          initial: 'online',
          states: {
            online: { on: { 'connection.lost': 'offline', 'connection.ok': { actions: 'noteAnswered' } } },
            offline: { on: { 'connection.ok': { target: 'online', actions: 'noteAnswered' } } },
          },
        },
      },
    },

    unlinked: {
      entry: ['forgetDevice', 'forget'],
      always: 'registering',
    },
  },
});

