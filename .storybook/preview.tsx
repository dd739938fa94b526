import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { GlobalStyle, themeNames, type ThemeName } from '../ui-kit/index.ts';
import { startStoryClock, STORY_NOW } from '../stories/support/storyClock.ts';

/** Puts the theme class on <html>, as the app does, so tokens switch without re-rendering. */
function applyThemeClass(theme: ThemeName) {
  const root = document.documentElement;
  root.classList.remove(...themeNames);
  root.classList.add(theme);
}

const withThemeAndGlobalStyle: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  applyThemeClass(theme);
  return (
    <>
      <GlobalStyle />
      <Story />
    </>
  );
};

// Play functions' findBy… and waitFor give up after 5 s, not Testing Library's 1 s: in CI three
// test lanes share two cores, and a story's lazy chunk alone took over a second there (a login
// story still showed its loading spinner when findByRole gave up). A story that never draws what it
// waits for still fails; a fast machine waits no longer than before.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  decorators: [withThemeAndGlobalStyle],
  // Every story runs on one clock, started at STORY_NOW before it renders and put back after it
  // (stories/support/storyClock.ts): a screenshot never changes as the calendar moves. Date only;
  // timers stay real.
  beforeEach: () => startStoryClock(STORY_NOW),
  globalTypes: {
    theme: {
      description: 'Colour theme (class on <html>)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The theme global owns the page colour; Storybook's backgrounds would fight it.
    backgrounds: { disable: true },
    options: { storySort: { order: ['UI Kit', 'Machines', 'Screens'] } },
  },
};

export default preview;
