import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Display } from '../../contract/displays.ts';
import type { GraphicsControllerSelf } from '../../contract/graphicsControllers.ts';
import type { LayoutTree } from '../../contract/layout/tree.ts';
import {
  CODE_CHECK_MS,
  DeviceHttpError,
  playerMachine,
  type LayoutFetchResult,
  type PlayerInput,
  type PlayerLayout,
} from '../../machines/player.machine.ts';
import { selectPlayer } from '../../machines/player.selectors.ts';

const HEARTBEAT_MS = 60_000;
const CODE_LIFETIME_MS = 15 * 60_000;
const CONTROLLER_ID = '11111111-1111-4111-8111-111111111111';
const DISPLAY_ID = '22222222-2222-4222-8222-222222222222';

const layout = (text: string, assetId: string | null = '33333333-3333-4333-8333-333333333333'): LayoutTree => ({
  assetId,
  name: 'Main',
  width: 1920,
  height: 1080,
  updatedUtc: '2026-11-23T10:00:00.000Z',
  placements:
    assetId === null
      ? []
      : [{ id: 'p1', assetId: 'text', assetType: 'TEXT', assetName: 'Text', x: 0, y: 0, order: 0, config: { value: text } }],
});

/** A stand-in for the device protocol: what the server knows, and whether it can be reached. */
class FakeServer {
  reachable = true;
  linked = false;
  /** The controller was unlinked in the portal: its token answers 401. */
  revoked = false;
  heartbeatSeconds = 60;
  codeLifetimeMs = CODE_LIFETIME_MS;
  /** Only GET self fails (the others still answer). */
  selfUnreachable = false;
  /** Only the layout call answers 401 (unlinked between the self check and it). */
  layoutRefused = false;
  tokens = 0;
  codes = 0;
  displays: Display[] = [];
  layout: LayoutTree = layout('', null);
  etag = '"blank"';
  prepare: (tree: LayoutTree) => Promise<void> = async () => undefined;
  readonly calls: string[] = [];

  private reach(call: string) {
    this.calls.push(call);
    if (!this.reachable) throw new TypeError('Failed to fetch');
  }

  setLayout(tree: LayoutTree, etag: string) {
    this.layout = tree;
    this.etag = etag;
  }

  provide() {
    return {
      requestCode: fromPromise<{ graphicsControllerId: string; token: string; code: string; expiresUtc: string }, { token: string | null }>(
        async ({ input }) => {
          this.reach('requestCode');
          if (input.token !== null && this.revoked) throw new DeviceHttpError(401);
          if (input.token !== null && this.linked) throw new DeviceHttpError(409);
          if (input.token === null) {
            this.tokens += 1;
            this.revoked = false;
          }
          this.codes += 1;
          return {
            graphicsControllerId: CONTROLLER_ID,
            token: input.token ?? `token-${this.tokens}`,
            code: `CODE${String(this.codes).padStart(2, '0')}`,
            expiresUtc: new Date(Date.now() + this.codeLifetimeMs).toISOString(),
          };
        },
      ),
      fetchSelf: fromPromise<GraphicsControllerSelf, { token: string }>(async () => {
        this.reach('fetchSelf');
        if (this.selfUnreachable) throw new TypeError('Failed to fetch');
        if (this.revoked) throw new DeviceHttpError(401);
        return {
          id: CONTROLLER_ID,
          name: 'Generation One PC',
          linked: this.linked,
          venue: this.linked ? { id: '44444444-4444-4444-8444-444444444444', name: 'The Pub', gmv: 'PUB-01' } : null,
          displays: this.displays,
          heartbeatSeconds: this.heartbeatSeconds,
        };
      }),
      reportDisplay: fromPromise<Display[], { token: string; display: { label: string; width: number; height: number } }>(
        async ({ input }) => {
          this.reach('reportDisplay');
          if (this.revoked) throw new DeviceHttpError(401);
          this.displays = [
            {
              id: DISPLAY_ID,
              graphicsControllerId: CONTROLLER_ID,
              ...input.display,
              zone: 'unassigned',
              state: 'Active',
              status: 'online',
              lastSeenUtc: new Date().toISOString(),
              assetId: null,
              updatedUtc: new Date().toISOString(),
            },
          ];
          return this.displays;
        },
      ),
      fetchLayout: fromPromise<LayoutFetchResult, { token: string; displayId: string; etag: string | null }>(async ({ input }) => {
        this.reach(`fetchLayout ${input.etag ?? 'none'}`);
        if (this.revoked || this.layoutRefused) throw new DeviceHttpError(401);
        if (input.displayId !== DISPLAY_ID) throw new DeviceHttpError(404);
        return input.etag === this.etag ? { kind: 'unchanged' } : { kind: 'changed', layout: this.layout, etag: this.etag };
      }),
      prepareMedia: fromPromise<void, { layout: LayoutTree }>(async ({ input }) => {
        this.calls.push('prepareMedia');
        await this.prepare(input.layout);
      }),
    };
  }
}

function startPlayer(server: FakeServer, input: Partial<PlayerInput> = {}) {
  const storeToken = vi.fn();
  const forgetDevice = vi.fn();
  const storeLayout = vi.fn<(layout: PlayerLayout) => void>();
  const machine = playerMachine.provide({
    actors: server.provide(),
    actions: {
      storeToken: (_, params) => storeToken(params.token),
      forgetDevice: () => forgetDevice(),
      storeLayout: (_, params) => storeLayout(params),
    },
  });
  const actor = createActor(machine, {
    input: { token: null, cachedLayout: null, display: { label: 'Main', width: 1920, height: 1080 }, ...input },
  }).start();
  const view = () => selectPlayer(actor.getSnapshot());
  return { actor, view, storeToken, forgetDevice, storeLayout };
}

/** Lets promises settle and timers run, as a heartbeat's worth of real time would. */
const elapse = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

/** A player linked with a layout on screen (etag "v1"). */
async function playing(server: FakeServer) {
  server.linked = true;
  server.setLayout(layout('Hello'), '"v1"');
  const player = startPlayer(server, { token: 'token-1' });
  await elapse();
  expect(player.view().phase).toBe('playing');
  return player;
}

describe('player machine', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('registers on first start, keeps the token and shows the code', async () => {
    const server = new FakeServer();
    const { actor, view, storeToken } = startPlayer(server);
    expect(actor.getSnapshot().matches({ registering: 'requesting' })).toBe(true);
    expect(view().phase).toBe('registering');
    await elapse();
    expect(actor.getSnapshot().matches({ showingCode: 'waiting' })).toBe(true);
    expect(view()).toMatchObject({ phase: 'code', code: 'CODE01', offline: false, layout: null });
    expect(storeToken).toHaveBeenCalledWith('token-1');
  });

  it('retries a first registration that failed within seconds, then less often, at most a heartbeat apart', async () => {
    const server = new FakeServer();
    server.reachable = false;
    const { actor, view } = startPlayer(server);
    await elapse();
    expect(actor.getSnapshot().matches({ registering: 'retrying' })).toBe(true);
    // "Starting…", and that the portal cannot be reached yet.
    expect(view()).toMatchObject({ phase: 'registering', offline: true });
    // 2 s, 4, 8, 16, 32, then the heartbeat's 60: calls at 0, 2, 6, 14, 30, 62 and 122 s.
    const callsAt: number[] = [];
    const started = Date.now();
    for (let second = 0; second <= 125; second += 1) {
      const before = server.calls.length;
      await elapse(second === 0 ? 0 : 1_000);
      if (server.calls.length > before) callsAt.push((Date.now() - started) / 1_000);
    }
    expect([0, ...callsAt]).toEqual([0, 2, 6, 14, 30, 62, 122]);
    server.reachable = true;
    await elapse(HEARTBEAT_MS);
    expect(view()).toMatchObject({ phase: 'code', code: 'CODE01' });
  });

  it('replaces an expired code with a fresh one for the same controller', async () => {
    const server = new FakeServer();
    const { view, storeToken } = startPlayer(server);
    await elapse();
    expect(view().code).toBe('CODE01');
    await elapse(CODE_LIFETIME_MS);
    expect(view()).toMatchObject({ phase: 'code', code: 'CODE02' });
    expect(server.tokens).toBe(1);
    expect(storeToken).toHaveBeenLastCalledWith('token-1');
  });

  it('checks for the link every few seconds while the code is on screen, not only every heartbeat', async () => {
    const server = new FakeServer();
    const { actor, view } = startPlayer(server);
    await elapse();
    await elapse(CODE_CHECK_MS - 1);
    expect(server.calls).toEqual(['requestCode']);
    await elapse(1);
    expect(server.calls).toEqual(['requestCode', 'fetchSelf']);
    await elapse(CODE_CHECK_MS);
    expect(server.calls).toEqual(['requestCode', 'fetchSelf', 'fetchSelf']);
    expect(view()).toMatchObject({ phase: 'code', code: 'CODE01' });
    server.linked = true;
    await elapse(CODE_CHECK_MS);
    expect(actor.getSnapshot().matches('linked')).toBe(true);
    expect(HEARTBEAT_MS).toBeGreaterThan(CODE_CHECK_MS);
  });

  it('checks for the link every heartbeat when that is shorter, keeping the code while unlinked or unreachable', async () => {
    const server = new FakeServer();
    server.heartbeatSeconds = 2;
    const { actor, view } = startPlayer(server);
    await elapse();
    await elapse(CODE_CHECK_MS);
    expect(server.calls).toEqual(['requestCode', 'fetchSelf']);
    expect(actor.getSnapshot().matches({ showingCode: 'waiting' })).toBe(true);
    // The advertised heartbeat is used from now on.
    expect(actor.getSnapshot().context.heartbeatMs).toBe(2_000);
    server.reachable = false;
    await elapse(2_000);
    expect(view()).toMatchObject({ phase: 'code', code: 'CODE01' });
    server.reachable = true;
    server.linked = true;
    await elapse(2_000);
    expect(actor.getSnapshot().matches('linked')).toBe(true);
    expect(view()).toMatchObject({ phase: 'noLayout', code: null });
  });

  it('once linked reports its display, then shows "linked without layout" for a display without one, titled with its venue', async () => {
    const server = new FakeServer();
    server.linked = true;
    const { actor, view, storeLayout } = startPlayer(server, { token: 'token-1' });
    expect(view().venueName).toBeNull();
    await elapse();
    expect(server.calls).toEqual(['fetchSelf', 'reportDisplay', 'fetchLayout none']);
    expect(actor.getSnapshot().matches({ linked: { sync: 'waiting', screen: 'empty', connection: 'online' } })).toBe(true);
    expect(view()).toMatchObject({ phase: 'noLayout', layout: null, venueName: 'The Pub' });
    expect(storeLayout).not.toHaveBeenCalled();
    // Next round: reported already, and the ETag of the blank layout answers unchanged.
    await elapse(HEARTBEAT_MS);
    expect(server.calls.slice(3)).toEqual(['fetchSelf', 'fetchLayout "blank"']);
  });

  it('says "Starting…" while linked until its display\'s layout is answered, never "no layout yet" before that is known', async () => {
    const server = new FakeServer();
    server.linked = true;
    server.reachable = false;
    const { actor, view } = startPlayer(server, { token: 'token-1' });
    expect(view()).toMatchObject({ phase: 'connecting', layout: null });
    await elapse(10_000);
    // The server away: still starting (the screen cannot know whether the display has a layout).
    expect(actor.getSnapshot().matches({ linked: { screen: 'connecting', connection: 'offline' } })).toBe(true);
    expect(view()).toMatchObject({ phase: 'connecting', offline: true });
    server.reachable = true;
    await elapse(HEARTBEAT_MS);
    expect(view()).toMatchObject({ phase: 'noLayout', layout: null });
  });

  it('tries a failed call again within seconds until the server has answered once, then every heartbeat', async () => {
    const server = new FakeServer();
    server.linked = true;
    server.selfUnreachable = true;
    const { view } = startPlayer(server, { token: 'token-1' });
    // A first call cut short (a sleep, its own timeout, the network not up yet): again 2 s later, then 4 s.
    await elapse();
    expect(server.calls).toEqual(['fetchSelf']);
    await elapse(2_000);
    expect(server.calls).toEqual(['fetchSelf', 'fetchSelf']);
    server.selfUnreachable = false;
    await elapse(3_999);
    expect(server.calls).toHaveLength(2);
    await elapse(1);
    expect(server.calls).toEqual(['fetchSelf', 'fetchSelf', 'fetchSelf', 'reportDisplay', 'fetchLayout none']);
    expect(view().phase).toBe('noLayout');
    // Answered since the start: a failed round waits a heartbeat, as the whole fleet does.
    server.selfUnreachable = true;
    await elapse(HEARTBEAT_MS);
    const afterFailure = server.calls.length;
    await elapse(HEARTBEAT_MS - 1);
    expect(server.calls).toHaveLength(afterFailure);
    await elapse(1);
    expect(server.calls).toHaveLength(afterFailure + 1);
  });

  it('replaces the layout only once the new one has its media ready', async () => {
    const server = new FakeServer();
    const player = await playing(server);
    expect(player.view().layout?.placements[0]?.config.value).toBe('Hello');
    expect(player.storeLayout).toHaveBeenCalledWith({ layout: layout('Hello'), etag: '"v1"' });

    let release: () => void = () => undefined;
    server.prepare = () => new Promise<void>((resolve) => (release = resolve));
    server.setLayout(layout('World'), '"v2"');
    await elapse(HEARTBEAT_MS);
    expect(player.actor.getSnapshot().matches({ linked: { sync: 'preparing' } })).toBe(true);
    // Still the old layout on screen while the new one's media loads: no black frame.
    expect(player.view()).toMatchObject({ phase: 'playing' });
    expect(player.view().layout?.placements[0]?.config.value).toBe('Hello');
    release();
    await elapse();
    expect(player.view().layout?.placements[0]?.config.value).toBe('World');
    expect(player.storeLayout).toHaveBeenLastCalledWith({ layout: layout('World'), etag: '"v2"' });
  });

  it('keeps the old layout when the new one\'s media will not load, and tries again next round', async () => {
    const server = new FakeServer();
    const player = await playing(server);
    server.prepare = async () => {
      throw new Error('video 404');
    };
    server.setLayout(layout('Broken'), '"v2"');
    await elapse(HEARTBEAT_MS);
    expect(player.view().layout?.placements[0]?.config.value).toBe('Hello');
    expect(player.actor.getSnapshot().context.pending).toBeNull();
    server.prepare = async () => undefined;
    await elapse(HEARTBEAT_MS);
    // Asked with the shown layout's ETag, so the failed one came again and is now shown.
    expect(server.calls).toContain('fetchLayout "v1"');
    expect(player.view().layout?.placements[0]?.config.value).toBe('Broken');
  });

  it('keeps playing offline and catches up by itself when the server is back', async () => {
    const server = new FakeServer();
    const player = await playing(server);
    server.reachable = false;
    await elapse(HEARTBEAT_MS);
    expect(player.actor.getSnapshot().matches({ linked: { connection: 'offline', screen: 'playing' } })).toBe(true);
    expect(player.view()).toMatchObject({ phase: 'offlinePlaying', offline: true });
    expect(player.view().layout?.placements[0]?.config.value).toBe('Hello');
    await elapse(HEARTBEAT_MS * 3);
    expect(player.view().phase).toBe('offlinePlaying');
    server.reachable = true;
    server.setLayout(layout('Back'), '"v3"');
    await elapse(HEARTBEAT_MS);
    expect(player.view()).toMatchObject({ phase: 'playing', offline: false });
    expect(player.view().layout?.placements[0]?.config.value).toBe('Back');
  });

  it('plays the cached layout on a cold start while the server is away', async () => {
    const server = new FakeServer();
    server.reachable = false;
    const cachedLayout = { layout: layout('Cached'), etag: '"v9"' };
    const { view } = startPlayer(server, { token: 'token-1', cachedLayout });
    expect(view()).toMatchObject({ phase: 'playing' });
    await elapse();
    expect(view()).toMatchObject({ phase: 'offlinePlaying' });
    expect(view().layout?.placements[0]?.config.value).toBe('Cached');
  });

  it('retries at the heartbeat the server advertised last after a restart while it is away', async () => {
    const server = new FakeServer();
    server.reachable = false;
    server.linked = true;
    server.heartbeatSeconds = 5;
    const cachedLayout = { layout: layout('Cached'), etag: '"v9"' };
    const { view } = startPlayer(server, { token: 'token-1', cachedLayout, heartbeatSeconds: 5 });
    await elapse();
    expect(view()).toMatchObject({ phase: 'offlinePlaying' });
    // Past the first quick tries (2 s, 4 s, then the 5 s heartbeat; at 60 s they would be 16 s apart by now).
    await elapse(30_000);
    server.reachable = true;
    server.setLayout(layout('Fresh'), '"v10"');
    await elapse(5_000);
    expect(view()).toMatchObject({ phase: 'playing' });
    expect(view().layout?.placements[0]?.config.value).toBe('Fresh');
  });

  it('ignores a cached layout without a token (a first start never plays a stranger\'s screen)', () => {
    const server = new FakeServer();
    const { view, actor } = startPlayer(server, { cachedLayout: { layout: layout('Old'), etag: '"x"' } });
    expect(actor.getSnapshot().context.shown).toBeNull();
    expect(view().phase).toBe('registering');
  });

  it('goes back to a new code when unlinked in the portal (401), forgetting token and layout', async () => {
    const server = new FakeServer();
    const player = await playing(server);
    server.revoked = true;
    server.linked = false;
    await elapse(HEARTBEAT_MS);
    expect(player.forgetDevice).toHaveBeenCalled();
    expect(player.view()).toMatchObject({ phase: 'code', code: 'CODE01', layout: null });
    expect(player.storeToken).toHaveBeenLastCalledWith('token-1');
    expect(player.actor.getSnapshot().context.shown).toBeNull();
  });

  it('answers a 401 on the layout itself the same way', async () => {
    const server = new FakeServer();
    const player = await playing(server);
    server.calls.length = 0;
    server.layoutRefused = true;
    await elapse(HEARTBEAT_MS);
    expect(server.calls.slice(0, 3)).toEqual(['fetchSelf', 'fetchLayout "v1"', 'requestCode']);
    expect(player.forgetDevice).toHaveBeenCalled();
    expect(player.view()).toMatchObject({ phase: 'code', layout: null });
  });

  it('starts over as a new controller when the stored token is refused at registration', async () => {
    const server = new FakeServer();
    server.revoked = true;
    const { view, forgetDevice, storeToken } = startPlayer(server, { token: 'token-0' });
    await elapse();
    // fetchSelf 401 → unlinked → a new code without the old token.
    expect(forgetDevice).toHaveBeenCalled();
    expect(view()).toMatchObject({ phase: 'code', code: 'CODE01' });
    expect(storeToken).toHaveBeenCalledWith('token-1');
  });

  it('drops a refused token while asking for a fresh code, and registers anew', async () => {
    const server = new FakeServer();
    const { actor, view, forgetDevice } = startPlayer(server);
    await elapse();
    // Checks do not get through; the stored token is refused when the code runs out.
    server.selfUnreachable = true;
    server.revoked = true;
    await elapse(CODE_LIFETIME_MS);
    expect(forgetDevice).toHaveBeenCalled();
    expect(server.calls.filter((call) => call === 'requestCode')).toHaveLength(3);
    expect(view()).toMatchObject({ phase: 'code' });
    expect(actor.getSnapshot().context.token).toBe('token-2');
  });

  it('goes to linked when a fresh code is asked for a controller linked meanwhile (409)', async () => {
    const server = new FakeServer();
    server.codeLifetimeMs = 90_000;
    const { actor } = startPlayer(server);
    await elapse();
    // No check for the link gets through; the link happens; the code expires at 90 s.
    server.selfUnreachable = true;
    await elapse(HEARTBEAT_MS);
    expect(actor.getSnapshot().matches('showingCode')).toBe(true);
    server.linked = true;
    await elapse(30_000);
    expect(server.calls.filter((call) => call === 'requestCode')).toHaveLength(2);
    expect(actor.getSnapshot().matches('linked')).toBe(true);
    server.selfUnreachable = false;
    await elapse(HEARTBEAT_MS);
    expect(actor.getSnapshot().matches({ linked: { connection: 'online' } })).toBe(true);
  });

  it('shows a code again when the controller is unlinked but its token still answers', async () => {
    const server = new FakeServer();
    const player = await playing(server);
    server.linked = false;
    await elapse(HEARTBEAT_MS);
    expect(player.view()).toMatchObject({ phase: 'code', code: 'CODE01', layout: null });
    expect(player.forgetDevice).not.toHaveBeenCalled();
  });

  it('reports the display again after the window is resized', async () => {
    const server = new FakeServer();
    const player = await playing(server);
    server.calls.length = 0;
    player.actor.send({ type: 'player.resized', width: 1080, height: 1920 });
    await elapse(HEARTBEAT_MS);
    expect(server.calls.slice(0, 2)).toEqual(['fetchSelf', 'reportDisplay']);
    expect(server.displays[0]).toMatchObject({ width: 1080, height: 1920 });
  });

  it('goes back to "linked without layout" when the display\'s layout is removed', async () => {
    const server = new FakeServer();
    const player = await playing(server);
    server.setLayout(layout('', null), '"blank-again"');
    await elapse(HEARTBEAT_MS);
    expect(player.view()).toMatchObject({ phase: 'noLayout', layout: null });
  });
});
