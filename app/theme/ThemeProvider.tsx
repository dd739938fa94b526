import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { THEME_STORAGE_KEY } from '../../contract/constants.ts';
import { isThemePreference, themeMachine, type ResolvedTheme, type ThemePreference } from '../../machines/theme.machine.ts';
import { selectPreference } from '../../machines/theme.selectors.ts';

type ThemeActor = ActorRefFrom<typeof themeMachine>;

const ThemeContext = createContext<ThemeActor | null>(null);
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function applyThemeClass(theme: ResolvedTheme) {
  const root = document.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
}

function readStoredPreference(): ThemePreference | null {
  const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
  return isThemePreference(stored) ? stored : null;
}

const liveThemeMachine = themeMachine.provide({
  actions: {
    applyTheme: (_, params) => applyThemeClass(params.theme),
    savePreference: (_, params) => window.localStorage.setItem(THEME_STORAGE_KEY, params.preference),
  },
});

/** Theme preference (docs/product.md#states): dark by default in the portal, saved in localStorage, class on <html>. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useActorRef(liveThemeMachine, {
    input: { stored: readStoredPreference(), fallback: 'dark', systemPrefersDark: darkQuery().matches },
  });
  useEffect(() => {
    const query = darkQuery();
    const onChange = (event: MediaQueryListEvent) => theme.send({ type: 'theme.systemChanged', prefersDark: event.matches });
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [theme]);
  return <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>;
}

/** The saved preference and a way to change it, for the theme menu. */
export function useThemePreference(): [ThemePreference, (preference: ThemePreference) => void] {
  const theme = useContext(ThemeContext);
  if (!theme) throw new Error('useThemePreference must be used inside <ThemeProvider>.');
  const preference = useSelector(theme, selectPreference);
  return [preference, (next) => theme.send({ type: 'theme.select', preference: next })];
}
