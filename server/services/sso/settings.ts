/** The OpenID Connect provider the portal signs people in with (server/config.ts reads it from OIDC_*). */
export interface SsoSettings {
  /** The issuer; its discovery document is read on first use. */
  issuer: string;
  clientId: string;
  /** Null for a public client (PKCE alone). */
  clientSecret: string | null;
  /** Shown on the login page: "Sign in with {name}". */
  name: string;
  /**
   * Email domain → the id of the client whose new viewers its people become on their first
   * sign-in (OIDC_ALLOWED_DOMAINS `domain=clientId,…`). A viewer always belongs to one client.
   */
  allowedDomains: ReadonlyMap<string, string>;
}
