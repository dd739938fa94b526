import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may be sent (docs/integrations.md): only http(s), and only to public unicast addresses,
 * checked after DNS, so a URL cannot make the server call itself, the LAN, or a cloud's metadata
 * service. `WEBHOOK_ALLOW_PRIVATE=true` lifts the range rule (tests, a LAN-only deployment).
 * Checked when an endpoint is saved and again before each delivery (DNS may have changed).
 */

export type AddressVerdict = { ok: true; addresses: string[] } | { ok: false; reason: 'scheme' | 'unresolved' | 'private' };

/** Whether one resolved address is a public unicast one (IPv4-mapped IPv6 judged as IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export type Resolver = (hostname: string) => Promise<string[]>;

const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export async function checkWebhookAddress(url: string, options: { allowPrivate: boolean; resolve?: Resolver }): Promise<AddressVerdict> {
  if (!URL.canParse(url)) return { ok: false, reason: 'scheme' };
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { ok: false, reason: 'scheme' };
  // URL keeps IPv6 literals in brackets.
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : await (options.resolve ?? systemResolver)(host);
  } catch {
    return { ok: false, reason: 'unresolved' };
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolved' };
  // Every address the name has must be public: a client may connect to any of them.
  if (!options.allowPrivate && !addresses.every(isPublicAddress)) return { ok: false, reason: 'private' };
  return { ok: true, addresses };
}
