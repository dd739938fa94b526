import { hasControlCharacters } from '../../contract/textRules.ts';

/**
 * The login page's redirect parameter comes from the address bar, so anyone can craft it: only a
 * path on this site is followed ("/clients?x=1"), never "//evil.example" or "https://…". A target
 * with a control character is refused whole: browsers drop tabs and line breaks from addresses,
 * so "/\t/evil.example" would become "//evil.example".
 */
export function safeRedirectTarget(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  if (hasControlCharacters(redirect)) return '/';
  return redirect;
}

/** /login?redirect=<the full address the person asked for> (docs/product.md#signed-in-area). */
export function loginAddressFor(location: { pathname: string; search: string; hash: string }): string {
  const target = `${location.pathname}${location.search}${location.hash}`;
  return `/login?${new URLSearchParams({ redirect: target }).toString()}`;
}
