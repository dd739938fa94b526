import { useEffect, useState } from 'react';

/**
 * The width of the frame a layout is drawn across, followed as the window (or a phone) turns: the
 * renderer's scale is this width over the layout's. Give `setFrame` as the frame's ref; the width is
 * 0 until the frame is measured, so nothing is drawn at a wrong scale first. The editor's phone
 * preview keeps its own copy: a module shared into the editor's chunk costs bytes its budget has
 * not got (docs/decisions.md#browser-side).
 */
export function useFrameWidth(): { setFrame: (frame: HTMLElement | null) => void; width: number } {
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!frame) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frame]);
  return { setFrame, width };
}
