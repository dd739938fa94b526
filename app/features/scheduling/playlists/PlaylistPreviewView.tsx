import styled from 'styled-components';
import type { LayoutTree } from '../../../../contract/layout/tree.ts';
import type { PlaylistPreviewView as PreviewState } from '../../../../machines/playlistPreview.selectors.ts';
import { LayoutRenderer } from '../../../../renderer/LayoutRenderer.tsx';
import { Button, EmptyState, Select, vars } from '../../../../ui-kit/index.ts';
import { PREVIEW_DISPLAY_SIZES, type PreviewDisplaySize } from './displaySizes.ts';

/** The preview is drawn at most this wide and tall, in screen pixels. */
const PREVIEW_MAX_PX = { width: 560, height: 420 };

const Stage = styled.div`
  display: grid;
  place-items: center;
  padding: ${vars.space[8]};
  border-radius: ${vars.radius.md};
  background: #000;
  overflow: hidden;
`;

const Frame = styled.div`
  position: relative;
  overflow: hidden;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[8]};
`;

const NowShowing = styled.p`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

const Stack = styled.div`
  display: grid;
  gap: ${vars.space[12]};
`;

export interface PlaylistPreviewViewProps {
  state: PreviewState;
  /** The layout of each item, drawn at the display's size; missing while they load. */
  treeOf: (assetId: string) => LayoutTree | undefined;
  nameOf: (assetId: string) => string;
  size: PreviewDisplaySize;
  onSizeChange: (value: string) => void;
  onPlay: () => void;
  onPause: () => void;
  onNext: () => void;
  onPrevious: () => void;
}

/** What a display of the chosen size shows as the playlist rotates (the player's own renderer). */
export function PlaylistPreviewView({ state, treeOf, nameOf, size, onSizeChange, ...events }: PlaylistPreviewViewProps) {
  if (state.status === 'empty' || !state.current) return <EmptyState size="sm" title="This playlist has no items" />;
  const { current } = state;
  const scale = Math.min(PREVIEW_MAX_PX.width / size.width, PREVIEW_MAX_PX.height / size.height);
  const layout = treeOf(current.assetId);
  const name = nameOf(current.assetId);
  return (
    <Stack data-preview-status={state.status} data-preview-index={state.index}>
      <Select
        label="Display size"
        options={PREVIEW_DISPLAY_SIZES.map(({ value, label }) => ({ value, label }))}
        value={size.value}
        onValueChange={onSizeChange}
      />
      <Stage>
        <Frame style={{ width: size.width * scale, height: size.height * scale }}>
          {layout ? (
            <LayoutRenderer tree={{ ...layout, width: size.width, height: size.height }} scale={scale} aria-label={`Preview of ${name}`} />
          ) : null}
        </Frame>
      </Stage>
      <NowShowing aria-live="polite">
        {`Item ${state.index + 1} of ${state.count}: ${name}, ${current.durationSeconds} s`}
        {state.status === 'paused' ? ' (paused)' : ''}
      </NowShowing>
      <Controls>
        <Button variant="outline" size="sm" onClick={events.onPrevious}>
          Previous
        </Button>
        {state.status === 'playing' ? (
          <Button variant="outline" size="sm" onClick={events.onPause}>
            Pause
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={events.onPlay}>
            Play
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={events.onNext}>
          Next
        </Button>
      </Controls>
    </Stack>
  );
}
