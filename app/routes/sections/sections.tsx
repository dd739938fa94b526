import type { RouteObject } from 'react-router';
import { SettingsRoute } from '../settings/SettingsRoute.tsx';
import { SectionPage } from './SectionPage.tsx';

interface Section {
  path: string;
  title: string;
  description: string;
  crumb: string;
}

/** The signed-in sections of SPEC §2.3 and their titles (SPEC §2.4); clients and venues have their own routes. */
const sections: Section[] = [
  { path: 'assets', title: 'Assets', description: 'Reusable layouts for Generation One screens.', crumb: 'Assets' },
];

export const sectionRoutes: RouteObject[] = [
  { path: 'users', handle: { crumb: 'Users' }, lazy: () => import('../users/UsersRoute.tsx').then((m) => ({ Component: m.UsersRoute })) },
  ...sections.map(({ path, title, description, crumb }) => ({
    path,
    handle: { crumb },
    element: <SectionPage title={title} description={description} />,
  })),
  { path: 'settings', handle: { crumb: 'Settings' }, element: <SettingsRoute /> },
  { path: 'files', handle: { crumb: 'Files' }, lazy: () => import('../files/FilesRoute.tsx').then((m) => ({ Component: m.FilesRoute })) },
  { path: 'themes', handle: { crumb: 'Themes' }, lazy: () => import('../themes/ThemesRoute.tsx').then((m) => ({ Component: m.ThemesRoute })) },
];
