import interact from 'interactjs';
import { useEffect, useRef } from 'react';
import { DRAG_ACTIVATION_DISTANCE_PX } from '../../../machines/assetEditor.machine.ts';
import { clampRect, snapRect, snapThreshold, type Guide, type Rect } from '../../../contract/layout/snapping.ts';
import type { SendEditorEvent } from './editorState.ts';

export const FRAME_SELECTOR = '[data-placement-frame]';

interface ActiveDrag {
  element: HTMLElement;
  selectionId: string;
  start: Rect;
  others: Rect[];
  canvas: { width: number; height: number };
  scale: number;
  moved: { x: number; y: number };
  at: { x: number; y: number };
}

const rectOf = (element: HTMLElement): Rect => ({
  x: element.offsetLeft,
  y: element.offsetTop,
  width: element.offsetWidth,
  height: element.offsetHeight,
});

/**
 * Dragging placements on the canvas with interactjs (docs/product.md#states): starts after 8 px, moves by the
 * pointer's delta in layout pixels, snaps to guides unless Alt is held, and stays inside the canvas.
 * While the pointer moves only the dragged frame's transform changes (no React render); the machine
 * hears one placementDragged at the end, so one drag is one undo step.
 */
export function usePlacementDrag(
  scroller: HTMLElement | null,
  send: SendEditorEvent,
  showGuides: (guides: Guide[]) => void,
): void {
  const sendRef = useRef(send);
  const guidesRef = useRef(showGuides);
  sendRef.current = send;
  guidesRef.current = showGuides;

  useEffect(() => {
    if (!scroller) return undefined;
    interact.pointerMoveTolerance(DRAG_ACTIVATION_DISTANCE_PX);
    let drag: ActiveDrag | null = null;
    const interactable = interact(FRAME_SELECTOR, { context: scroller }).draggable({
      listeners: {
        start(event) {
          const element = event.target as HTMLElement;
          const surface = element.offsetParent as HTMLElement | null;
          const selectionId = element.dataset.selectionId;
          if (!surface || !selectionId) return;
          const others = [...surface.querySelectorAll<HTMLElement>(FRAME_SELECTOR)]
            .filter((frame) => frame !== element)
            .map(rectOf);
          const start = rectOf(element);
          drag = {
            element,
            selectionId,
            start,
            others,
            canvas: { width: surface.offsetWidth, height: surface.offsetHeight },
            scale: surface.getBoundingClientRect().width / Math.max(1, surface.offsetWidth),
            moved: { x: 0, y: 0 },
            at: { x: start.x, y: start.y },
          };
          element.dataset.dragging = 'true';
          sendRef.current({ type: 'editor.select', selectionId });
        },
        move(event) {
          if (!drag) return;
          drag.moved.x += event.dx / drag.scale;
          drag.moved.y += event.dy / drag.scale;
          const moving = { ...drag.start, x: drag.start.x + drag.moved.x, y: drag.start.y + drag.moved.y };
          const snapped = event.altKey
            ? { x: moving.x, y: moving.y, guides: [] }
            : snapRect(moving, drag.others, drag.canvas, snapThreshold(drag.scale));
          const kept = clampRect({ ...moving, x: snapped.x, y: snapped.y }, drag.canvas);
          drag.at = { x: Math.round(kept.x), y: Math.round(kept.y) };
          drag.element.style.transform = `translate(${drag.at.x - drag.start.x}px, ${drag.at.y - drag.start.y}px)`;
          guidesRef.current(snapped.guides);
        },
        end() {
          if (!drag) return;
          const { element, selectionId, start, at } = drag;
          drag = null;
          element.style.transform = '';
          delete element.dataset.dragging;
          guidesRef.current([]);
          const dx = at.x - start.x;
          const dy = at.y - start.y;
          if (dx !== 0 || dy !== 0) sendRef.current({ type: 'editor.placementDragged', selectionId, dx, dy });
        },
      },
    });
    return () => {
      interactable.unset();
    };
  }, [scroller]);
}
