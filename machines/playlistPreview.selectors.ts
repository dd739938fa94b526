import type { SnapshotFrom } from 'xstate';
import type { playlistPreviewMachine, PreviewItem } from './playlistPreview.machine.ts';

type Snapshot = SnapshotFrom<typeof playlistPreviewMachine>;

export interface PlaylistPreviewView {
  status: 'empty' | 'playing' | 'paused';
  /** The item on show, or null when there is none. */
  current: PreviewItem | null;
  /** 0-based position of `current`. */
  index: number;
  count: number;
}

export function selectPlaylistPreview(snapshot: Snapshot): PlaylistPreviewView {
  const { items, index } = snapshot.context;
  const status = snapshot.matches('playing') ? 'playing' : snapshot.matches('paused') ? 'paused' : 'empty';
  return { status, current: items[index] ?? null, index, count: items.length };
}
