import type { RouteObject } from 'react-router';
import { adminOnly } from '../../routing/adminOnly.tsx';
import { SettingsRoute } from '../settings/SettingsRoute.tsx';

/**
 * The signed-in sections of SPEC §2.3 other than clients and venues, each screen its own chunk.
 * Users, files, themes and assets are admin screens (DESIGN §5): one guard sends anyone else away.
 */
export const sectionRoutes: RouteObject[] = [
  adminOnly([
    { path: 'users', handle: { crumb: 'Users' }, lazy: () => import('../users/UsersRoute.tsx').then((m) => ({ Component: m.UsersRoute })) },
    { path: 'files', handle: { crumb: 'Files' }, lazy: () => import('../files/FilesRoute.tsx').then((m) => ({ Component: m.FilesRoute })) },
    { path: 'themes', handle: { crumb: 'Themes' }, lazy: () => import('../themes/ThemesRoute.tsx').then((m) => ({ Component: m.ThemesRoute })) },
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
  ]),
  { path: 'settings', handle: { crumb: 'Settings' }, element: <SettingsRoute /> },
];
