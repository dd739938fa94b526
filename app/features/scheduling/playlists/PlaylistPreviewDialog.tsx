import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { LayoutTree } from '../../../../contract/layout/tree.ts';
import type { Playlist } from '../../../../contract/schedules.ts';
import { playlistPreviewMachine } from '../../../../machines/playlistPreview.machine.ts';
import { selectPlaylistPreview } from '../../../../machines/playlistPreview.selectors.ts';
import { Dialog } from '../../../../ui-kit/index.ts';
import { displaySizeOf, PREVIEW_DISPLAY_SIZES } from './displaySizes.ts';
import { PlaylistPreviewView } from './PlaylistPreviewView.tsx';

export interface PlaylistPreviewDialogProps {
  /** The playlist to preview; null when closed. */
  playlist: Playlist | null;
  treeOf: (assetId: string) => LayoutTree | undefined;
  onClose: () => void;
}

function RunningPreview({ playlist, treeOf }: { playlist: Playlist; treeOf: PlaylistPreviewDialogProps['treeOf'] }) {
  const actor = useActorRef(playlistPreviewMachine, { input: { items: playlist.items } });
  const state = useSelector(actor, selectPlaylistPreview);
  const [size, setSize] = useState<string>(PREVIEW_DISPLAY_SIZES[0].value);
  const names = new Map(playlist.items.map((item) => [item.assetId, item.assetName]));
  return (
    <PlaylistPreviewView
      state={state}
      treeOf={treeOf}
      nameOf={(assetId) => names.get(assetId) ?? 'Layout'}
      size={displaySizeOf(size)}
      onSizeChange={setSize}
      onPlay={() => actor.send({ type: 'preview.play' })}
      onPause={() => actor.send({ type: 'preview.pause' })}
      onNext={() => actor.send({ type: 'preview.next' })}
      onPrevious={() => actor.send({ type: 'preview.previous' })}
    />
  );
}

/** The rotation of one playlist, played as a display would (a playlistPreview machine). */
export function PlaylistPreviewDialog({ playlist, treeOf, onClose }: PlaylistPreviewDialogProps) {
  return (
    <Dialog
      open={playlist !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={playlist ? `Preview: ${playlist.name}` : 'Preview'}
      description="Each layout shows for its seconds, in order, then the playlist starts again."
    >
      {playlist ? <RunningPreview key={playlist.id} playlist={playlist} treeOf={treeOf} /> : null}
    </Dialog>
  );
}
