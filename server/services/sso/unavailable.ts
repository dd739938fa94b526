/** The provider could not be reached (or its discovery document is not one): single sign-on is unavailable. */
export class SsoUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The OpenID provider could not be reached: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'SsoUnavailableError';
  }
}
