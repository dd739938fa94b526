import interact from 'interactjs';
import { useEffect, useRef } from 'react';
import { DRAG_ACTIVATION_DISTANCE_PX } from '../../../machines/assetEditor.machine.ts';
import type { LibraryAsset, SendEditorEvent } from './editorState.ts';

export const LIBRARY_ITEM_SELECTOR = '[data-library-asset]';
/** docs/product.md#constants: the canvas scrolls while the pointer is within 20% of its edge. */
export const AUTO_SCROLL_ZONE = 0.2;

/** The layout point under a screen point, or null when the point is not on the visible canvas. */
export function layoutPointAt(scroller: HTMLElement, clientX: number, clientY: number): { x: number; y: number } | null {
  const surface = scroller.querySelector<HTMLElement>('[data-layout-surface]');
  if (!surface) return null;
  const visible = scroller.getBoundingClientRect();
  const drawn = surface.getBoundingClientRect();
  const inside = (rect: DOMRect) => clientX >= rect.left && clientX <= rect.right && clientY >= rect.top && clientY <= rect.bottom;
  if (!inside(visible) || !inside(drawn)) return null;
  const scale = drawn.width / Math.max(1, surface.offsetWidth);
  return { x: (clientX - drawn.left) / scale, y: (clientY - drawn.top) / scale };
}

function ghostOf(label: string): HTMLElement {
  const ghost = document.createElement('div');
  ghost.textContent = label;
  ghost.setAttribute('aria-hidden', 'true');
  Object.assign(ghost.style, {
    position: 'fixed',
    zIndex: '1000',
    pointerEvents: 'none',
    padding: '6px 10px',
    borderRadius: '6px',
    background: 'rgba(37, 99, 235, 0.9)',
    color: '#fff',
    font: '600 13px Inter, system-ui, sans-serif',
    transform: 'translate(-50%, -50%)',
  });
  document.body.append(ghost);
  return ghost;
}

/**
 * Dragging an asset from the list onto the canvas with interactjs (docs/product.md#states, #constants): starts after 8 px,
 * auto-scrolls near the canvas's edges, and drops at the pointer's layout position (the machine
 * rounds it). Dropping outside the canvas places nothing.
 */
export function useLibraryDrag(
  list: HTMLElement | null,
  scroller: HTMLElement | null,
  assets: readonly LibraryAsset[],
  send: SendEditorEvent,
): void {
  const latest = useRef({ assets, send });
  latest.current = { assets, send };

  useEffect(() => {
    if (!list || !scroller) return undefined;
    interact.pointerMoveTolerance(DRAG_ACTIVATION_DISTANCE_PX);
    let ghost: HTMLElement | null = null;
    const margin = Math.round(AUTO_SCROLL_ZONE * Math.min(scroller.clientWidth, scroller.clientHeight));
    const interactable = interact(LIBRARY_ITEM_SELECTOR, { context: list }).draggable({
      allowFrom: '[data-drag-handle]',
      autoScroll: { container: scroller, margin, speed: 600 },
      listeners: {
        start(event) {
          const element = event.target as HTMLElement;
          ghost = ghostOf(element.dataset.assetName ?? '');
          ghost.style.left = `${event.clientX}px`;
          ghost.style.top = `${event.clientY}px`;
        },
        move(event) {
          if (!ghost) return;
          ghost.style.left = `${event.clientX}px`;
          ghost.style.top = `${event.clientY}px`;
        },
        end(event) {
          ghost?.remove();
          ghost = null;
          const element = event.target as HTMLElement;
          const asset = latest.current.assets.find((candidate) => candidate.id === element.dataset.assetId);
          const point = layoutPointAt(scroller, event.clientX, event.clientY);
          if (asset && point) latest.current.send({ type: 'editor.assetDropped', asset, point });
        },
      },
    });
    return () => {
      ghost?.remove();
      interactable.unset();
    };
  }, [list, scroller]);
}
