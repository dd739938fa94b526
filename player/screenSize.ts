import { useEffect, useState } from 'react';

export interface Size {
  width: number;
  height: number;
}

/**
 * The size this window's display reports: the screen's, in CSS pixels. A kiosk browser fills its
 * screen, so this is the window's size there; on any other window (a laptop trying the player, a
 * browser whose toolbars come and go) the screen's size stays put, so the portal's display (and the
 * layout drawn for it) does not change with every window drag, and the layout is scaled to fit the
 * window instead. CSS pixels, not device pixels: a 4K TV at 200 % zoom is a 1920 × 1080 layout,
 * the size signage is designed at.
 */
export function screenSize(): Size {
  const width = Math.round(window.screen?.width || window.innerWidth);
  const height = Math.round(window.screen?.height || window.innerHeight);
  return { width: Math.max(1, width), height: Math.max(1, height) };
}

/** The window's inner size, followed as it changes: what the layout is scaled to fit. */
export function useViewportSize(): Size {
  const [size, setSize] = useState<Size>(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const update = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}
