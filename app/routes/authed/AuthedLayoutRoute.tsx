import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import type { Permission } from '../../../contract/permissions.ts';
import { selectIdentity, selectSessionStatus } from '../../../machines/session.selectors.ts';
import { askFirstCallsEarly } from '../../api/earlyAnswers.ts';
import { CenteredSpinner } from '../../../ui-kit/index.ts';
import { TakeoverBanner } from '../../features/scheduling/takeovers/TakeoverBanner.tsx';
import { GuardedOutlet } from '../../routing/guardedOutlet.tsx';
import { loginAddressFor } from '../../routing/redirects.ts';
import { renderRouterLink } from '../../routing/RouterLink.tsx';
import { PermissionsContext } from '../../session/PermissionsContext.ts';
import { identityMay } from '../../session/rolePermissions.ts';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { useThemePreference } from '../../theme/ThemeProvider.tsx';
import { AuthedLayoutView } from '../../features/shell/AuthedLayoutView.tsx';
import { HeaderSearchOnFocus } from '../../features/search/HeaderSearchOnFocus.tsx';
import { useCrumbs } from '../../features/shell/useCrumbs.ts';
import { TWO_FACTOR_SETUP_PATH, useTwoFactorSetupRequired } from '../../features/shell/useTwoFactorSetupRequired.ts';
import { navigationFor } from '../../features/shell/navigation.ts';

// Once, as this chunk arrives with the page's first screen's chunks: that screen's records are on
// their way before its own chunk has run (app/api/earlyAnswers.ts).
askFirstCallsEarly(window.location.pathname);

/**
 * The signed-in area (docs/product.md#signed-in-area): without a session, /login?redirect=<this address>; while the
 * session loads, a centred spinner; after Logout, plain /login. An admin who must turn on
 * two-factor sign-in is kept on /settings/security until they have (also when a call
 * is refused for it later: the setting may be turned on while they are signed in).
 */
export function AuthedLayoutRoute() {
  const session = useSessionActor();
  const status = useSelector(session, selectSessionStatus);
  const identity = useSelector(session, selectIdentity);
  const location = useLocation();
  const matches = useMatches();
  const [themePreference, setThemePreference] = useThemePreference();
  const [loggedOutOnPurpose, setLoggedOutOnPurpose] = useState(false);
  const crumbs = useCrumbs(matches);
  // The route guards ask the matrix through this (app/session/PermissionsContext.ts).
  const holdsAny = useCallback((permissions: readonly Permission[]) => identityMay(identity, ...permissions), [identity]);
  const setupRequired = useTwoFactorSetupRequired(status === 'signedIn' && identity?.identityType === 'Admin');

  if (status === 'loading') return <CenteredSpinner />;
  if (status === 'signedOut' || !identity) {
    return <Navigate to={loggedOutOnPurpose ? '/login' : loginAddressFor(location)} replace />;
  }
  if (setupRequired && location.pathname !== TWO_FACTOR_SETUP_PATH) return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  return (
    <AuthedLayoutView
      navigation={navigationFor(identity.role)}
      account={{ name: identity.name, email: identity.identifier }}
      pathname={location.pathname}
      crumbs={crumbs}
      themePreference={themePreference}
      onThemeChange={setThemePreference}
      onLogout={() => {
        setLoggedOutOnPurpose(true);
        session.send({ type: 'session.logout' });
      }}
      renderLink={renderRouterLink}
      search={<HeaderSearchOnFocus />}
    >
      {/* The banner asks the matrix too (only those who read schedules poll takeovers). */}
      <PermissionsContext.Provider value={holdsAny}>
        {/* The server refuses its calls until then. */}
        {setupRequired ? null : <TakeoverBanner />}
        <GuardedOutlet identity={identity} />
      </PermissionsContext.Provider>
    </AuthedLayoutView>
  );
}
