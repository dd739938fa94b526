/**
 * Theme preference (docs/product.md#states, Theme preference).
 *
 * States
 * - restoring   initial; picks the stored preference, or the default one
 * - light       always light
 * - dark        always dark
 * - system      follows the device's dark-mode preference
 *
 * Events
 * - theme.select {preference}        the person picked Light, Dark or System
 * - theme.systemChanged {prefersDark} the device's colour scheme changed
 *
 * Every entry into light, dark or system applies the resolved class to the document root; a
 * selection (not a restore) also saves the preference.
 */
import { assign, setup } from 'xstate';

export const themePreferences = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type ResolvedTheme = 'light' | 'dark';

export interface ThemeContext {
  stored: ThemePreference | null;
  fallback: ThemePreference;
  systemPrefersDark: boolean;
}

export interface ThemeInput {
  /** The preference found in storage, if any valid one. */
  stored: ThemePreference | null;
  /** The preference when nothing is stored: 'dark' in the signed-in product, 'system' elsewhere. */
  fallback: ThemePreference;
  systemPrefersDark: boolean;
}

export type ThemeEvent =
  | { type: 'theme.select'; preference: ThemePreference }
  | { type: 'theme.systemChanged'; prefersDark: boolean };

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (themePreferences as readonly string[]).includes(value);
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

export const themeMachine = setup({
  types: {
    context: {} as ThemeContext,
    events: {} as ThemeEvent,
    input: {} as ThemeInput,
  },
  actions: {
    /** Provided by the app: put the class on <html>. */
    applyTheme: (_, _params: { theme: ResolvedTheme }) => {},
    /** Provided by the app: write localStorage. */
    savePreference: (_, _params: { preference: ThemePreference }) => {},
    rememberSystemPreference: assign({
      systemPrefersDark: ({ context, event }) =>
        event.type === 'theme.systemChanged' ? event.prefersDark : context.systemPrefersDark,
    }),
  },
  guards: {
    isSelected: ({ event }, params: { preference: ThemePreference }) =>
      event.type === 'theme.select' && event.preference === params.preference,
    startsLight: ({ context }) => (context.stored ?? context.fallback) === 'light',
    startsDark: ({ context }) => (context.stored ?? context.fallback) === 'dark',
  },
}).createMachine({
  id: 'theme',
  context: ({ input }) => ({ ...input }),
  initial: 'restoring',
  on: {
    'theme.select': [
      {
        guard: { type: 'isSelected', params: { preference: 'light' } },
        target: '.light',
        actions: { type: 'savePreference', params: { preference: 'light' } },
      },
      {
        guard: { type: 'isSelected', params: { preference: 'dark' } },
        target: '.dark',
        actions: { type: 'savePreference', params: { preference: 'dark' } },
      },
      { target: '.system', actions: { type: 'savePreference', params: { preference: 'system' } } },
    ],
    'theme.systemChanged': { actions: 'rememberSystemPreference' },
  },
  states: {
    restoring: {
      always: [{ guard: 'startsLight', target: 'light' }, { guard: 'startsDark', target: 'dark' }, { target: 'system' }],
    },
    light: { entry: { type: 'applyTheme', params: { theme: 'light' } } },
    dark: { entry: { type: 'applyTheme', params: { theme: 'dark' } } },
    system: {
      entry: { type: 'applyTheme', params: ({ context }) => ({ theme: resolveTheme('system', context.systemPrefersDark) }) },
      on: {
        'theme.systemChanged': {
          actions: [
            'rememberSystemPreference',
            { type: 'applyTheme', params: ({ event }) => ({ theme: event.prefersDark ? 'dark' : 'light' }) },
          ],
        },
      },
    },
  },
});
