import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState } from 'react';
import { screenshotImageQuery } from '../../../api/screenshots.ts';

/** An address for the screenshot's image (an object URL of its fetched bytes), null while it loads. */
export type ScreenshotSrcHook = (displayId: string, screenshotId: string) => string | null;

/** The portal's: the bytes fetched with the session's token, kept for good by id (a screenshot never changes). */
export const useFetchedScreenshotSrc: ScreenshotSrcHook = (displayId, screenshotId) => {
  const image = useQuery(screenshotImageQuery(displayId, screenshotId));
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return undefined;
    const url = URL.createObjectURL(image.data);
    setSrc(url);
    return () => {
      URL.revokeObjectURL(url);
      setSrc(null);
    };
  }, [image.data]);
  return src;
};

/** Stories give pictures of their own; the portal fetches them. */
export const ScreenshotSrcContext = createContext<ScreenshotSrcHook>(useFetchedScreenshotSrc);

export function useScreenshotSrc(displayId: string, screenshotId: string): string | null {
  // The hook in context never changes while mounted, so hooks keep their order.
  const useSrc = useContext(ScreenshotSrcContext);
  return useSrc(displayId, screenshotId);
}
