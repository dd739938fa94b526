/**
 * Every screen is its own chunk (docs/decisions.md#browser-side): /login and the signed-out pages load only what they
 * need; the layout editor and the player are never in the first load. Adding a route: never import
 * a screen's component statically here or in a route table (that pulls it into the first load);
 * give the route a `lazy` instead, with a literal `import()` so Parcel splits it:
 *
 *   { path: 'users', handle: { crumb: 'Users' }, lazy: lazyRoute(() => import('../users/UsersRoute.tsx'), 'UsersRoute') },
 *
 * Paths, crumbs and query helpers for crumbs stay eager. While a chunk loads on the first
 * visit the session spinner shows; a chunk that fails to load shows the error view with Try again.
 * `npm run size` checks each route's bytes: add a new route to its table (tests/size/size.ts).
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CenteredSpinner } from '../ui-kit/index.ts';
import { clientAndVenueRoutes } from './routes/clients/clientAndVenueRoutes.tsx';
import { RouteErrorRoute } from './routes/errors/RouteErrorRoute.tsx';
import { playgroundRoute } from './routes/playground/playgroundRoutes.tsx';
import { sectionRoutes } from './routes/sections/sectionRoutes.tsx';
import { permitted } from './routing/adminOnly.tsx';
import { lazyRoute } from './routing/lazyRoute.ts';
import { whenEarlyIdentityChecked } from './session/earlyIdentity.ts';

const authedLayoutRoute = lazyRoute(() => import('./routes/authed/AuthedLayoutRoute.tsx'), 'AuthedLayoutRoute');

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorRoute />,
    hydrateFallbackElement: <CenteredSpinner />,
    children: [
      { path: 'login', lazy: lazyRoute(() => import('./routes/login/LoginRoute.tsx'), 'LoginRoute') },
      { path: 'invite/:inviteCode', lazy: lazyRoute(() => import('./routes/invite/InviteRoute.tsx'), 'InviteRoute') },
      {
        // TanStack Query's provider, for the routes that run queries or mutations (not /login).
        lazy: lazyRoute(() => import('./api/QueryLayout.tsx'), 'QueryLayout'),
        children: [
          { path: 'forgot-password', lazy: lazyRoute(() => import('./routes/forgotPassword/ForgotPasswordRoute.tsx'), 'ForgotPasswordRoute') },
          { path: 'reset-password/:token', lazy: lazyRoute(() => import('./routes/resetPassword/ResetPasswordRoute.tsx'), 'ResetPasswordRoute') },
          {
            path: '/',
            // Drawn once the session has checked a stored token's identity (see whenEarlyIdentityChecked).
            lazy: async () => (await Promise.all([authedLayoutRoute(), whenEarlyIdentityChecked()]))[0],
            children: [
              // Home: what needs attention and the first-run checklist, for everyone signed in.
              { index: true, lazy: lazyRoute(() => import('./routes/home/HomeRoute.tsx'), 'HomeRoute') },
              ...clientAndVenueRoutes,
              ...sectionRoutes,
              // Where a new player's QR code leads; rarely used, so its own chunk. Linking is fleet.edit's (docs/permissions.md).
              permitted(['fleet.edit'], [
                { path: 'link', handle: { crumb: 'Link a screen' }, lazy: lazyRoute(() => import('./routes/link/LinkRoute.tsx'), 'LinkRoute') },
              ]),
              playgroundRoute,
              { path: '*', lazy: lazyRoute(() => import('./routes/errors/NotFoundRoute.tsx'), 'NotFoundRoute') },
            ],
          },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Made once, by app/main.tsx before React's first render: making it starts loading the chunks of
 * the routes the address matches, so they download while React renders rather than after.
 */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
