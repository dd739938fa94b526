import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFound } from '../ui-kit/index.ts';
import { AuthedLayout } from './routes/authed/AuthedLayout.tsx';
import { clientAndVenueRoutes } from './routes/clients/clientAndVenueRoutes.tsx';
import { RouteErrorView } from './routes/errors/RouteErrorView.tsx';
import { ForgotPasswordRoute } from './routes/forgotPassword/ForgotPasswordRoute.tsx';
import { InviteRoute } from './routes/invite/InviteRoute.tsx';
import { LoginRoute } from './routes/login/LoginRoute.tsx';
import { playgroundRoute } from './routes/playground/playgroundRoutes.tsx';
import { ResetPasswordRoute } from './routes/resetPassword/ResetPasswordRoute.tsx';
import { sectionRoutes } from './routes/sections/sections.tsx';
import { renderRouterLink } from './routing/RouterLink.tsx';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorView />,
    children: [
      { path: 'login', element: <LoginRoute /> },
      { path: 'forgot-password', element: <ForgotPasswordRoute /> },
      { path: 'reset-password/:token', element: <ResetPasswordRoute /> },
      { path: 'invite/:inviteCode', element: <InviteRoute /> },
      {
        path: '/',
        element: <AuthedLayout />,
        children: [
          { index: true, element: <Navigate to="/clients" replace /> },
          ...clientAndVenueRoutes,
          ...sectionRoutes,
          // Where a new player's QR code leads; rarely used, so its own chunk.
          { path: 'link', handle: { crumb: 'Link a screen' }, lazy: () => import('./routes/link/LinkRoute.tsx') },
          playgroundRoute,
          { path: '*', element: <NotFound renderLink={renderRouterLink} /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
