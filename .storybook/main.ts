import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook builds with Vite (the app itself is built by Parcel). Every `*.stories.ts(x)` under
 * stories/ is picked up: stories/ui-kit, stories/machines, stories/screens.
 */
const config: StorybookConfig = {
  // STORYBOOK_STORIES narrows the build to some files (tests/visual/run.mjs documents it).
  stories: [process.env.STORYBOOK_STORIES || '../stories/**/*.stories.@(ts|tsx)'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  // No docs addon reads component docs (addons is empty), so react-docgen's pass over every
  // component would be build time spent for nothing; controls come from each story's argTypes.
  typescript: { reactDocgen: false },
  // No network here or in CI: no telemetry, no "what's new" fetches.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
