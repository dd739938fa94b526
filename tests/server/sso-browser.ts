import { expect } from 'vitest';
import type { App } from '../../server/app.ts';
import type { TestProvider } from './oidc-test-provider.ts';

/** A browser's cookies for one site, enough for these redirects (every cookie sent everywhere on it). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(setCookie: string[] | string | undefined): void {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * What a browser does to sign in through the test provider (docs/permissions.md#single-sign-on):
 * /start on the portal, the provider's login form (filled with `email` and the methods it says were
 * used), back to the portal's callback. Returns where the callback sends the browser, the portal
 * cookies it holds by then, and the provider's (its session there).
 */
export async function signInAtProvider(
  app: App,
  provider: TestProvider,
  portal: string,
  email: string,
  amr = 'pwd',
  tamper?: (callback: URL) => URL,
): Promise<{ location: string; jar: CookieJar; providerJar: CookieJar }> {
  const portalJar = new CookieJar();
  const providerJar = new CookieJar();
  const start = await app.inject({ method: 'GET', url: '/api/auth/sso/start' });
  expect(start.statusCode, start.body).toBe(303);
  portalJar.take(start.headers['set-cookie']);
  let next = new URL(String(start.headers.location));
  expect(next.origin).toBe(provider.issuer);
  expect(next.searchParams.get('code_challenge_method')).toBe('S256');
  let form: URLSearchParams | null = null;
  for (let hop = 0; hop < 10 && next.origin === provider.issuer; hop += 1) {
    const response = await fetch(next, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: providerJar.header(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: form.toString() } : {}),
    });
    providerJar.take(response.headers.getSetCookie());
    form = null;
    if (response.status === 200 && next.pathname.startsWith('/interaction/')) {
      form = new URLSearchParams({ email, amr });
      continue;
    }
    expect([302, 303], await response.text()).toContain(response.status);
    next = new URL(response.headers.get('location') ?? '', next);
  }
  expect(next.origin + next.pathname).toBe(`${portal}/api/auth/sso/callback`);
  const callbackAt = tamper ? tamper(next) : next;
  const callback = await app.inject({ method: 'GET', url: callbackAt.pathname + callbackAt.search, headers: { cookie: portalJar.header() } });
  expect(callback.statusCode, callback.body).toBe(303);
  portalJar.take(callback.headers['set-cookie']);
  return { location: String(callback.headers.location), jar: portalJar, providerJar };
}

/** The login page's one call after `?sso=done`: trades the callback's outcome cookie. */
export function finishSignIn(app: App, jar: CookieJar) {
  return app.inject({ method: 'POST', url: '/api/auth/sso/finish', headers: { cookie: jar.header() } });
}
