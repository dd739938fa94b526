export { SideNav } from './SideNav.tsx';
export type { SideNavItem, SideNavProps } from './SideNav.tsx';
