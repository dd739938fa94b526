import { Navigate, useLocation } from 'react-router';

/** /fleet and /fleet/{id} (the page's first address): on to /screens, keeping the rest of the address. */
export function LegacyFleetRedirectRoute() {
  const { pathname, search, hash } = useLocation();
  return <Navigate replace to={`${pathname.replace(/^\/fleet(?=\/|$)/, '/screens')}${search}${hash}`} />;
}
