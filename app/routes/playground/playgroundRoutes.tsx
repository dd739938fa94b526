import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../routing/lazyRoute.ts';

/**
 * /playground and its tabs (docs/product.md#routes): the developer style guide, built from the kit itself. Every
 * page is its own lazily loaded chunk, so the kit's full showcase never weighs on a product screen.
 */
export const playgroundRoute: RouteObject = {
  path: 'playground',
  handle: { crumb: 'Playground' },
  lazy: lazyRoute(() => import('../../features/playground/PlaygroundLayout.tsx'), 'PlaygroundLayout'),
  children: [
    { index: true, lazy: lazyRoute(() => import('../../features/playground/OverviewPage.tsx'), 'OverviewPage') },
    {
      path: 'colours',
      handle: { crumb: 'Colours' },
      lazy: lazyRoute(() => import('../../features/playground/ColoursPage.tsx'), 'ColoursPage'),
    },
    {
      path: 'components',
      handle: { crumb: 'Components' },
      lazy: lazyRoute(() => import('../../features/playground/ComponentsPage.tsx'), 'ComponentsPage'),
    },
    {
      path: 'forms',
      handle: { crumb: 'Forms' },
      lazy: lazyRoute(() => import('../../features/playground/FormsPage.tsx'), 'FormsPage'),
    },
    {
      path: 'icons',
      handle: { crumb: 'Icons' },
      lazy: lazyRoute(() => import('../../features/playground/IconsPage.tsx'), 'IconsPage'),
    },
  ],
};
