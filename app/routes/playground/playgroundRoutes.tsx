import type { RouteObject } from 'react-router';

/**
 * /playground and its tabs (SPEC §2.3): the developer style guide, built from the kit itself. Every
 * page is its own lazily loaded chunk, so the kit's full showcase never weighs on a product screen.
 */
export const playgroundRoute: RouteObject = {
  path: 'playground',
  handle: { crumb: 'Playground' },
  lazy: () => import('./PlaygroundLayout.tsx').then((module) => ({ Component: module.PlaygroundLayout })),
  children: [
    { index: true, lazy: () => import('./OverviewPage.tsx').then((module) => ({ Component: module.OverviewPage })) },
    {
      path: 'colours',
      handle: { crumb: 'Colours' },
      lazy: () => import('./ColoursPage.tsx').then((module) => ({ Component: module.ColoursPage })),
    },
    {
      path: 'components',
      handle: { crumb: 'Components' },
      lazy: () => import('./ComponentsPage.tsx').then((module) => ({ Component: module.ComponentsPage })),
    },
    {
      path: 'forms',
      handle: { crumb: 'Forms' },
      lazy: () => import('./FormsPage.tsx').then((module) => ({ Component: module.FormsPage })),
    },
    {
      path: 'icons',
      handle: { crumb: 'Icons' },
      lazy: () => import('./IconsPage.tsx').then((module) => ({ Component: module.IconsPage })),
    },
  ],
};
