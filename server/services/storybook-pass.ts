import { open, seal } from './secret-box.ts';

/**
 * Passes to the published Storybook (static files under /storybook/). Sessions are bearer-only and
 * a browser navigation (a link, an iframe, a script tag) cannot send that header, so an admin's
 * app asks the API for a link (a bearer call): it carries a pass sealed with SECRET_KEY that lives
 * one minute, and opening it trades it for a cookie scoped to /storybook/ that lives a working
 * day. Both name the identity, whose role is checked again on every request, so a demoted or
 * deleted identity loses the Storybook at once. The cookie never authenticates the API: auth.ts
 * reads no cookies, and this one is sent only to /storybook/.
 */
const LINK_PURPOSE = 'storybook-link';
const COOKIE_PURPOSE = 'storybook-cookie';

export const STORYBOOK_LINK_LIFETIME_MS = 60 * 1000;
export const STORYBOOK_COOKIE_LIFETIME_MS = 8 * 60 * 60 * 1000;
export const STORYBOOK_COOKIE = 'storybook_pass';

export type StorybookPassKind = 'link' | 'cookie';

const purposeOf = (kind: StorybookPassKind) => (kind === 'link' ? LINK_PURPOSE : COOKIE_PURPOSE);

export function sealStorybookPass(key: Buffer, kind: StorybookPassKind, identityId: string, expires: Date): string {
  return seal(key, JSON.stringify({ identityId, expiresMs: expires.getTime() }), purposeOf(kind));
}

/** The identity a pass of this kind names while it is valid at `now`; null if forged, of the other kind or expired. */
export function openStorybookPass(key: Buffer, kind: StorybookPassKind, pass: string, now: Date): string | null {
  const opened = open(key, pass, purposeOf(kind));
  if (opened === null) return null;
  const { identityId, expiresMs } = JSON.parse(opened) as { identityId: unknown; expiresMs: unknown };
  if (typeof identityId !== 'string' || typeof expiresMs !== 'number') return null;
  return expiresMs > now.getTime() ? identityId : null;
}

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}
