import { Button, FormError } from '../../../ui-kit/index.ts';

export interface SsoSignInViewProps {
  /** The provider's name (OIDC_NAME). */
  name: string;
  /** Why the last sign-in through the provider was refused (`/login?sso=…`), in plain words; null for none. */
  message: string | null;
  /** The provider's answer is being traded for a session. */
  finishing: boolean;
}

/**
 * "Sign in with {name}" under the login form (docs/permissions.md#single-sign-on), with the
 * provider's refusal above it in the page's alert style: a link, not a form, since it leaves for
 * the provider's own sign-in page and comes back to /login.
 */
export function SsoSignInView({ name, message, finishing }: SsoSignInViewProps) {
  return (
    <>
      {message ? <FormError>{message}</FormError> : null}
      <Button as="a" href="/api/auth/sso/start" variant="secondary" fullWidth loading={finishing}>
        {finishing ? 'Signing in…' : `Sign in with ${name}`}
      </Button>
    </>
  );
}
