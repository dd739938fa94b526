import type { Decorator } from '@storybook/react-vite';
import { ScreenshotSrcContext } from '../../app/features/fleet/screenshots/useScreenshotSrc.ts';
import { storyScreenshotSrc } from '../screens/fixtures/screenshots.ts';

/** The stories' pictures stand in for the screenshots the portal would fetch (ScreenshotSrcContext). */
export const withStoryScreenshots: Decorator = (Story) => (
  <ScreenshotSrcContext.Provider value={storyScreenshotSrc}>
    <Story />
  </ScreenshotSrcContext.Provider>
);
