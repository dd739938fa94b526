import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (and stays true after): a page of
 * assets draws only the thumbnails one can see or is about to scroll to. Without an
 * IntersectionObserver (an old engine, a test DOM) everything counts as near.
 */
export function useNearViewport(element: Element | null, margin = '200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || element === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
