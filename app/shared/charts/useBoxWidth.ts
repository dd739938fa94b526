import { useEffect, useRef, useState } from 'react';

/**
 * The width of a chart's box, followed as the window (or a phone) turns: charts draw their SVG at
 * this width, so labels keep their size on a 390 px phone as on a desktop.
 */
export function useBoxWidth(defaultWidth: number) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(defaultWidth);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/** At most a few labels under the bars, evenly spread so they never overlap: every n-th of `values`. */
export function evenTicks<T>(values: readonly T[], innerWidth: number, spacingPx: number): T[] {
  const every = Math.max(1, Math.ceil(values.length / Math.max(2, Math.floor(innerWidth / spacingPx))));
  return values.filter((_, index) => index % every === 0);
}
