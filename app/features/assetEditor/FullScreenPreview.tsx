import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import type { LayoutTree } from '../../../contract/layout/tree.ts';
import { LayoutRenderer } from '../../../renderer/LayoutRenderer.tsx';
import { Button } from '../../../ui-kit/index.ts';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  display: grid;
  place-items: center;
  background: #000;
`;

const Close = styled.div`
  position: absolute;
  top: 12px;
  right: 12px;
  z-index: 1;
  opacity: 0.85;
`;

/** Screen pixels per layout pixel that fit a layout into the window, letterboxed as the player does. */
export function fitToWindow(tree: Pick<LayoutTree, 'width' | 'height'>, window: { width: number; height: number }): number {
  return Math.min(window.width / tree.width, window.height / tree.height);
}

function useWindowSize() {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const onResize = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/**
 * The layout over the whole window on black, drawn by the player's renderer at the player's fit
 * (a full-screen preview). Asks the browser for full screen too where it may; Escape or
 * Close return to the editor.
 */
export function FullScreenPreview({ tree, onClose }: { tree: LayoutTree; onClose: () => void }) {
  const size = useWindowSize();
  const closeRef = useRef<HTMLButtonElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const overlay = overlayRef.current;
    // Not every browser or frame allows it; the overlay already fills the window.
    overlay?.requestFullscreen?.().catch(() => {});
    return () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    };
  }, []);

  return createPortal(
    <Overlay
      ref={overlayRef}
      role="dialog"
      aria-modal="true"
      aria-label="Full-screen preview"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <Close>
        <Button ref={closeRef} variant="secondary" size="sm" onClick={onClose}>
          Exit full screen
        </Button>
      </Close>
      <LayoutRenderer tree={tree} scale={fitToWindow(tree, size)} aria-label="Full-screen preview of the layout" />
    </Overlay>,
    document.body,
  );
}
