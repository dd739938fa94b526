export { AppShell, MAIN_CONTENT_ID } from './AppShell.tsx';
export type { AppShellProps } from './AppShell.tsx';
