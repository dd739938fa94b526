import { Button } from '../../../ui-kit/index.ts';

export interface SsoSignInViewProps {
  /** The provider's name (OIDC_NAME); null while the app's configuration loads, or when single sign-on is off. */
  name: string | null;
  /** The provider's answer is being traded for a session. */
  finishing: boolean;
}

/**
 * "Sign in with {name}" under the login form (docs/permissions.md#single-sign-on): a link, not a
 * form, since it leaves for the provider's own sign-in page and comes back to /login.
 */
export function SsoSignInView({ name, finishing }: SsoSignInViewProps) {
  if (name === null && !finishing) return null;
  return (
    <Button as="a" href="/api/auth/sso/start" variant="secondary" fullWidth loading={finishing}>
      {finishing ? 'Signing in…' : `Sign in with ${name ?? 'single sign-on'}`}
    </Button>
  );
}
