import { useEffect, useRef, useState, type CSSProperties, type MutableRefObject, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { LayoutNode, LayoutTree } from '../../../contract/layout/tree.ts';
import type { Direction, Zoom } from '../../../machines/assetEditor.machine.ts';
import { VisuallyHidden, vars } from '../../../ui-kit/index.ts';
import { LayoutRenderer } from '../../../renderer/LayoutRenderer.tsx';
import type { Guide } from '../../../contract/layout/snapping.ts';
import type { SendEditorEvent } from './editorState.ts';
import { usePlacementDrag } from './usePlacementDrag.ts';
import { fitScale, scaleOf } from './zoom.ts';

const ARROW_DIRECTIONS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

const Scroller = styled.div`
  position: relative;
  min-height: 0;
  min-width: 0;
  overflow: auto;
  display: grid;
  place-items: center;
  padding: ${vars.space[16]};
  background:
    repeating-conic-gradient(${vars.color.surfaceMuted} 0 25%, ${vars.color.bg} 0 50%) 0 0 / 24px 24px;

  /* Focused by a click (tabIndex -1) so the editor's shortcuts keep working; not a tab stop. */
  &:focus {
    outline: none;
  }
`;

const Frame = styled.div`
  cursor: grab;
  touch-action: none;
  user-select: none;

  &:focus-visible {
    outline: calc(3 * var(--editor-px)) solid #60a5fa;
    outline-offset: calc(2 * var(--editor-px));
  }

  /* docs/product.md#states: the selected placement has a red outline, as thick on screen at any zoom. */
  &[aria-pressed='true'] {
    outline: calc(2 * var(--editor-px)) solid #ef4444;
    outline-offset: calc(2 * var(--editor-px));
  }

  &[data-dragging='true'] {
    cursor: grabbing;
    will-change: transform;
  }
`;

const CanvasEmpty = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  text-align: center;
  gap: ${vars.space[4]};
  color: #d4d4d8;
  font-size: 32px;
  pointer-events: none;

  & strong {
    color: #fff;
    font-size: 48px;
  }
`;

const GuideLine = styled.div`
  position: absolute;
  pointer-events: none;
  background: #ec4899;
  z-index: 100000;
`;

/** Only this layer re-renders while guides change during a drag. */
function GuideLayer({ showRef }: { showRef: MutableRefObject<(guides: Guide[]) => void> }) {
  const [guides, setGuides] = useState<Guide[]>([]);
  useEffect(() => {
    showRef.current = setGuides;
  }, [showRef]);
  return (
    <>
      {guides.map((guide) => (
        <GuideLine
          key={`${guide.orientation}:${guide.position}`}
          data-guide={guide.orientation}
          style={
            guide.orientation === 'vertical'
              ? { left: guide.position, top: 0, bottom: 0, width: 'var(--editor-px)' }
              : { top: guide.position, left: 0, right: 0, height: 'var(--editor-px)' }
          }
        />
      ))}
    </>
  );
}

export interface EditorCanvasProps {
  tree: LayoutTree;
  selectedId: string | null;
  zoom: Zoom;
  /** Called with the scale shown, so the toolbar can say it and zoom from it. */
  onScale: (scale: number) => void;
  onPlacementClick: (selectionId: string) => void;
  send: SendEditorEvent;
  /** Lets the asset list drop onto this canvas. */
  onScrollerChange: (element: HTMLElement | null) => void;
}

/**
 * The editor's canvas: the one renderer with the editing layer on top (selectable, draggable and
 * keyboard-movable frames, guides). docs/product.md#states, Asset editor; Canvas Area while empty.
 */
export function EditorCanvas({ tree, selectedId, zoom, onScale, onPlacementClick, send, onScrollerChange }: EditorCanvasProps) {
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [panel, setPanel] = useState({ width: 0, height: 0 });
  const showGuidesRef = useRef<(guides: Guide[]) => void>(() => {});

  useEffect(() => {
    onScrollerChange(scroller);
    if (!scroller) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setPanel({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scroller, onScrollerChange]);

  // The machine keeps placements inside the layout, in layout pixels.
  useEffect(() => {
    send({ type: 'editor.canvasMeasured', width: tree.width, height: tree.height });
  }, [send, tree.width, tree.height]);

  const fit = panel.width > 0 ? fitScale(panel, tree) : 0.25;
  const scale = scaleOf(zoom, fit);
  useEffect(() => onScale(scale), [onScale, scale]);

  usePlacementDrag(scroller, send, (guides) => showGuidesRef.current(guides));

  const count = tree.placements.length;
  const onKeyDown = (node: LayoutNode, event: KeyboardEvent<HTMLDivElement>) => {
    const direction = ARROW_DIRECTIONS[event.key];
    if (direction) {
      event.preventDefault();
      send({ type: 'editor.select', selectionId: node.id });
      // The editor's own arrow handling is for when the canvas, not a placement, has focus.
      event.stopPropagation();
      send({
        type: 'editor.placementNudged',
        selectionId: node.id,
        direction,
        fine: event.altKey,
        shift: event.shiftKey,
        repeat: event.repeat,
      });
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPlacementClick(node.id);
    }
  };
  // The frame is named by its place in the list; what it draws is visual only (a text placement's
  // words are in Properties), so the name a screen reader hears is 'Text 2 of 5'.
  const renderFrame = (node: LayoutNode, style: CSSProperties, content: ReactNode) => (
    <Frame
      key={node.id}
      style={style}
      role="button"
      tabIndex={0}
      aria-pressed={node.id === selectedId}
      data-label={`${node.assetName} ${node.order + 1} of ${count}`}
      aria-roledescription="placement"
      data-placement-frame=""
      data-selection-id={node.id}
      data-layout-node={node.assetType}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        onPlacementClick(node.id);
      }}
      onKeyDown={(event) => onKeyDown(node, event)}
    >
      <VisuallyHidden>{`${node.assetName} ${node.order + 1} of ${count}`}</VisuallyHidden>
      <div aria-hidden="true" style={{ width: '100%', height: '100%' }}>
        {content}
      </div>
    </Frame>
  );

  return (
    <Scroller
      ref={setScroller}
      role="region"
      aria-label="Canvas"
      // A click on the empty canvas focuses it, so Ctrl+Z and the other shortcuts keep working.
      tabIndex={-1}
      data-editor-canvas=""
      data-zoom={zoom}
      style={{ '--editor-px': `${1 / scale}px` } as CSSProperties}
      onClick={(event) => {
        if (!(event.target as Element).closest('[data-placement-frame]')) send({ type: 'editor.deselect' });
      }}
    >
      <LayoutRenderer
        tree={tree}
        scale={scale}
        renderFrame={renderFrame}
        overlay={
          <>
            {count === 0 ? (
              <CanvasEmpty>
                <strong>Canvas Area</strong>
                <span>Drag assets here to place them</span>
              </CanvasEmpty>
            ) : null}
            <GuideLayer showRef={showGuidesRef} />
          </>
        }
      />
    </Scroller>
  );
}
