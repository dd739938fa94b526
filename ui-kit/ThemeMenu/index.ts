export { ThemeMenu } from './ThemeMenu.tsx';
export type { ThemeMenuProps, ThemePreference } from './ThemeMenu.tsx';
