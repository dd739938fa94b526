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
  { path: 'files', title: 'Files', description: 'Manage uploaded files for assets', crumb: 'Files' },
  { path: 'themes', title: 'Themes', description: 'Themes that group assets.', crumb: 'Themes' },
];

export const sectionRoutes: RouteObject[] = [
  { path: 'users', handle: { crumb: 'Users' }, lazy: () => import('../users/UsersRoute.tsx').then((m) => ({ Component: m.UsersRoute })) },
  ...sections.map(({ path, title, description, crumb }) => ({
    path,
    handle: { crumb },
    element: <SectionPage title={title} description={description} />,
  })),
  { path: 'settings', handle: { crumb: 'Settings' }, element: <SettingsRoute /> },
  {
    path: 'assets',
    handle: { crumb: 'Assets' },
    children: [
      { index: true, lazy: () => import('../assets/AssetsRoute.tsx').then((m) => ({ Component: m.AssetsRoute })) },
      // The layout editor is its own chunk: nothing of it loads before an editor page opens.
      {
        path: 'create',
        handle: { crumb: 'Create Asset' },
        lazy: () => import('../assets/AssetEditorRoutes.tsx').then((m) => ({ Component: m.AssetCreateRoute })),
      },
      {
        path: ':assetId',
        handle: { crumb: 'View Asset' },
        lazy: () => import('../assets/AssetEditorRoutes.tsx').then((m) => ({ Component: m.AssetRoute })),
      },
    ],
  },
];
