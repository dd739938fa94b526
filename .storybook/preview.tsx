import type { Decorator, Preview } from '@storybook/react-vite';
import { createRoot } from 'react-dom/client';
import { configure } from 'storybook/test';
import { bundledFontWeights, fetchEveryPart, GlobalStyle, themeNames, type ThemeName } from '../ui-kit/index.ts';
import { startStoryClock, STORY_NOW } from '../stories/support/storyClock.ts';

/** Puts the theme class on <html>, as the app does, so tokens switch without re-rendering. */
function applyThemeClass(theme: ThemeName) {
  const root = document.documentElement;
  root.classList.remove(...themeNames);
  root.classList.add(theme);
}

/**
 * The kit's GlobalStyle (reset, tokens and Inter's @font-face rules) is mounted once for the
 * preview's whole life, in a React root of its own, as the app mounts it once at its root. Inside
 * each story (a decorator) it was taken out and put back with every story Storybook mounts afresh:
 * the faces were declared again, and each story's first frames were drawn in a fallback face. A
 * play function acting in those frames acted on that layout (a click that scrolled to the end of a
 * page; the bold face then moved the rows above it, and a dialog came out 1 px higher on a busy
 * machine: tests/visual/README.md).
 */
function mountGlobalStyleOnce() {
  const host = document.createElement('div');
  host.id = 'kit-global-style';
  document.body.appendChild(host);
  createRoot(host).render(<GlobalStyle />);
}
mountGlobalStyleOnce();

/** Waits, before every story, until each bundled Inter weight is loaded: no story starts in a fallback face. */
async function loadBundledFonts() {
  await Promise.all(bundledFontWeights.map((weight) => document.fonts.load(`${weight} 16px Inter`)));
  return {};
}

/**
 * Fetches the kit's parts that load on first use (a menu's panel, a tooltip's bubble, an open
 * dialog: ui-kit/Floating/onDemand.ts) before every story, so a story drawn open shows them at
 * once and a play function finds them as before; on a loaded CI machine the fetch could lose the
 * race with a play function's first look.
 */
async function loadFloatingParts() {
  await fetchEveryPart();
  return {};
}

const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  applyThemeClass(theme);
  return <Story />;
};

// Play functions' findBy… and waitFor give up after 5 s, not Testing Library's 1 s: in CI three
// test lanes share two cores, and a story's lazy chunk alone took over a second there (a login
// story still showed its loading spinner when findByRole gave up). A story that never draws what it
// waits for still fails; a fast machine waits no longer than before.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  decorators: [withTheme],
  loaders: [loadBundledFonts, loadFloatingParts],
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
