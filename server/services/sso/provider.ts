import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import * as oidc from 'openid-client';
import type { LogoutTokenExpectations } from './logout-token.ts';
import type { SsoSettings } from './settings.ts';
import { SsoUnavailableError } from './unavailable.ts';

/** Discovery and each call to the provider may take this long before the sign-in is given up. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * Plain http only for a provider on this machine (a test's, a developer's): anywhere else a
 * misconfigured address must fail rather than send codes and tokens in the clear.
 */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

/**
 * The provider's configuration, read from its discovery document at the first sign-in through it
 * (the portal starts whether or not the provider is up) and kept; a failed discovery is not kept,
 * so the next sign-in tries again.
 */
export class SsoProvider {
  private discovered: Promise<oidc.Configuration> | null = null;
  /** The provider's signing keys for logout tokens, by their address (jose caches and refetches them). */
  private keySet: { uri: string; keys: JWTVerifyGetKey } | null = null;
  readonly settings: SsoSettings;

  constructor(settings: SsoSettings) {
    this.settings = settings;
  }

  configuration(): Promise<oidc.Configuration> {
    if (this.discovered === null) {
      const issuer = new URL(this.settings.issuer);
      const clientAuth = this.settings.clientSecret === null ? oidc.None() : oidc.ClientSecretPost(this.settings.clientSecret);
      this.discovered = oidc
        .discovery(issuer, this.settings.clientId, undefined, clientAuth, {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          ...(isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
        })
        .catch((error: unknown) => {
          this.discovered = null;
          throw new SsoUnavailableError(error);
        });
    }
    return this.discovered;
  }

  /**
   * What a back-channel logout token must satisfy (logout-token.ts): the discovered issuer, our
   * client id, the provider's asymmetric signing algorithms and its published keys.
   */
  async logoutTokenExpectations(): Promise<LogoutTokenExpectations> {
    const metadata = (await this.configuration()).serverMetadata();
    if (metadata.jwks_uri === undefined) throw new SsoUnavailableError(new Error('the provider publishes no jwks_uri'));
    if (this.keySet?.uri !== metadata.jwks_uri) {
      this.keySet = { uri: metadata.jwks_uri, keys: createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: PROVIDER_TIMEOUT_SECONDS * 1000 }) };
    }
    const advertised = metadata.id_token_signing_alg_values_supported ?? ['RS256'];
    // `none` signs nothing and HS* would be our own client secret: neither is the provider's key.
    const algorithms = advertised.filter((alg) => alg !== 'none' && !alg.startsWith('HS'));
    return { issuer: metadata.issuer, clientId: this.settings.clientId, algorithms, keys: this.keySet.keys };
  }

  /** The provider's sign-out address for an ID token, or null when it offers none (or is unreachable now). */
  async endSessionUrl(idToken: string, postLogoutRedirectUri: string): Promise<string | null> {
    let configuration: oidc.Configuration;
    try {
      configuration = await this.configuration();
    } catch {
      return null;
    }
    if (configuration.serverMetadata().end_session_endpoint === undefined) return null;
    return oidc
      .buildEndSessionUrl(configuration, {
        id_token_hint: idToken,
        post_logout_redirect_uri: postLogoutRedirectUri,
        client_id: this.settings.clientId,
      })
      .toString();
  }
}
