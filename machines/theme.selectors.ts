import type { SnapshotFrom } from 'xstate';
import { resolveTheme, type ResolvedTheme, type ThemePreference, type themeMachine } from './theme.machine.ts';

type ThemeSnapshot = SnapshotFrom<typeof themeMachine>;

export function selectPreference(snapshot: ThemeSnapshot): ThemePreference {
  if (snapshot.matches('light')) return 'light';
  if (snapshot.matches('dark')) return 'dark';
  return 'system';
}

export function selectResolvedTheme(snapshot: ThemeSnapshot): ResolvedTheme {
  return resolveTheme(selectPreference(snapshot), snapshot.context.systemPrefersDark);
}
