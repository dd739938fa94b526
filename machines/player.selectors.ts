import type { SnapshotFrom } from 'xstate';
import type { LayoutTree } from '../contract/layout/tree.ts';
import type { playerMachine } from './player.machine.ts';

type PlayerSnapshot = SnapshotFrom<typeof playerMachine>;

/**
 * What the player's screen shows (a story per phase): registering (no code yet), code (the code
 * full screen), connecting (linked, its layout not answered yet: "Starting…"), noLayout (linked,
 * the display has no layout), playing, offlinePlaying (the last good layout while the server is
 * out of reach).
 */
export type PlayerPhase = 'registering' | 'code' | 'connecting' | 'noLayout' | 'playing' | 'offlinePlaying';

/** The phases of a linked player: its week, once it plays, replaces what they show. */
export const isLinkedPhase = (phase: PlayerPhase) => phase !== 'registering' && phase !== 'code';

export interface PlayerView {
  phase: PlayerPhase;
  /** The code to show, with when it stops working (phase code). */
  code: string | null;
  codeExpiresUtc: string | null;
  /** The layout to draw (playing, offlinePlaying). */
  layout: LayoutTree | null;
  /** The last call did not reach the server: linked (its last round), or asking for a code. */
  offline: boolean;
  /** The venue's name, the title of a linked screen with nothing to play (null before the server said it). */
  venueName: string | null;
}

export function selectPlayer(snapshot: PlayerSnapshot): PlayerView {
  const { context } = snapshot;
  const offline = snapshot.matches({ linked: { connection: 'offline' } }) || snapshot.matches({ registering: 'retrying' });
  let phase: PlayerPhase = 'registering';
  if (snapshot.matches('showingCode')) phase = 'code';
  else if (snapshot.matches({ linked: { screen: 'playing' } })) phase = offline ? 'offlinePlaying' : 'playing';
  else if (snapshot.matches({ linked: { screen: 'connecting' } })) phase = 'connecting';
  else if (snapshot.matches('linked')) phase = 'noLayout';
  const playing = phase === 'playing' || phase === 'offlinePlaying';
  return {
    phase,
    code: phase === 'code' ? (context.code?.code ?? null) : null,
    codeExpiresUtc: phase === 'code' ? (context.code?.expiresUtc ?? null) : null,
    layout: playing ? (context.shown?.layout ?? null) : null,
    offline,
    venueName: context.venueName,
  };
}
