import { useCallback, useState } from 'react';
import type { LayoutTree } from '../../../contract/layout/tree.ts';
import { Alert, Button, Dialog } from '../../../ui-kit/index.ts';
import { LayoutRenderer } from '../../../renderer/LayoutRenderer.tsx';
import { placementsOutside, type NamedRect } from './outsideDisplay.ts';

/** The preview is drawn at most this wide, in screen pixels. */
const PREVIEW_WIDTH_PX = 640;
const PREVIEW_HEIGHT_PX = 400;

export interface PreviewDialogProps {
  open: boolean;
  tree: LayoutTree;
  onClose: () => void;
  /** Opens the full-screen preview. */
  onFullScreen?: () => void;
  /** A display's layout: warn of placements that lie partly outside it. */
  warnOutside?: boolean;
}

/**
 * The layout as the player will draw it (the same renderer, no editing layer), with a warning for
 * placements that lie partly outside the display.
 */
export function PreviewDialog({ open, tree, onClose, onFullScreen, warnOutside = true }: PreviewDialogProps) {
  const [outside, setOutside] = useState<NamedRect[]>([]);
  const scale = Math.min(1, PREVIEW_WIDTH_PX / tree.width, PREVIEW_HEIGHT_PX / tree.height);

  // Sizes are known only once drawn (text and 'auto' sizes follow their content): the drawing is
  // measured when it is attached, which is after its placements are (and again for a new tree).
  const measure = useCallback(
    (drawing: HTMLDivElement | null) => {
      const surface = drawing?.querySelector('[data-layout-surface]');
      if (!surface) return;
      const frames = [...surface.children].filter(
        (child): child is HTMLElement => child instanceof HTMLElement && 'layoutNode' in child.dataset,
      );
      const rects = frames.map((frame, index) => ({
        name: `${tree.placements[index]?.assetName ?? 'Placement'} ${index + 1}`,
        x: frame.offsetLeft,
        y: frame.offsetTop,
        width: frame.offsetWidth,
        height: frame.offsetHeight,
      }));
      setOutside(placementsOutside(rects, tree));
    },
    [tree],
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Preview"
      description={`${tree.width} × ${tree.height}, drawn as the display will show it.`}
      size="lg"
      footer={
        <>
          {onFullScreen ? (
            <Button variant="outline" onClick={onFullScreen}>
              Full screen
            </Button>
          ) : null}
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {warnOutside && outside.length > 0 ? (
        <Alert variant="destructive" title="Partly outside the display" role="alert">
          {outside.map((rect) => rect.name).join(', ')} will be cut off on the display.
        </Alert>
      ) : null}
      <div ref={measure}>
        <LayoutRenderer tree={tree} scale={scale} aria-label="Preview of the display" />
      </div>
    </Dialog>
  );
}
