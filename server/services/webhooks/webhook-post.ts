import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIPv6, type LookupFunction } from 'node:net';
import { deadlineSignal } from '../../http/deadline-signal.ts';
import { checkWebhookAddress, type Resolver } from './webhook-address.ts';

/**
 * One webhook POST, pinned to the address that was checked (docs/integrations.md). The host is
 * resolved once; every answer must be allowed (webhook-address.ts); then the connection goes to
 * THAT address through a lookup that never asks DNS again. Without the pin, a name could answer a
 * public address to the check and a private one to the connection a moment later (DNS rebinding).
 * The URL's host name still goes out as the Host header and, over https, as the TLS server name,
 * so the receiver's certificate is checked against its name as usual.
 */

export type PostResult = { statusCode: number | null; error: string | null };

export interface PinnedPostOptions {
  url: string;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
  timeoutMs: number;
  allowPrivate: boolean;
  resolve?: Resolver;
}

/** A lookup that answers `address` whatever it is asked: the socket connects there and nowhere else. */
export function pinnedLookup(address: string): LookupFunction {
  const family = isIPv6(address) ? 6 : 4;
  return (_hostname, options, callback) => {
    // With `all` (Happy Eyeballs asks for it) Node expects a list; else one address.
    if (options.all) (callback as unknown as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * What a pinned request needs: the one checked address to connect to, the way to send (http or
 * https), and a signal that also ends at the timeout (`done()` once the call is over lets go of
 * its timer); or why the address was refused.
 */
export type PinnedTarget = { refused: string } | { address: string; url: URL; send: typeof httpRequest; signal: AbortSignal; done: () => void };

export async function pinnedTarget(options: Pick<PinnedPostOptions, 'url' | 'signal' | 'timeoutMs' | 'allowPrivate' | 'resolve'>): Promise<PinnedTarget> {
  const verdict = await checkWebhookAddress(options.url, { allowPrivate: options.allowPrivate, ...(options.resolve ? { resolve: options.resolve } : {}) });
  if (!verdict.ok) return { refused: `Address refused (${verdict.reason})` };
  const [address] = verdict.addresses;
  if (address === undefined) return { refused: 'Address refused (unresolved)' };
  const url = new URL(options.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const deadline = deadlineSignal(options.signal, options.timeoutMs);
  return { address, url, send, signal: deadline.signal, done: deadline.clear };
}

export async function postPinned(options: PinnedPostOptions): Promise<PostResult> {
  const target = await pinnedTarget(options);
  if ('refused' in target) return { statusCode: null, error: target.refused };
  const { address, url, send, signal, done } = target;
  try {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(options.body)), ...options.headers },
        lookup: pinnedLookup(address),
        // A fresh socket per try: a pooled one could have been opened to another address.
        agent: false,
        signal,
      });
      request.on('response', resolve);
      request.on('error', reject);
      request.end(options.body);
    });
    // The answer's body is not kept; drain it so the socket closes (the deadline still cuts a body
    // that never ends). A redirect is not followed (it could lead to a private address): it counts as a failure.
    response.once('close', done);
    response.resume();
    const statusCode = response.statusCode ?? null;
    const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
    return { statusCode, error: ok ? null : `Answered ${statusCode}` };
  } catch {
    done();
    const timedOut = signal.aborted && signal.reason instanceof Error && signal.reason.name === 'TimeoutError';
    return { statusCode: null, error: timedOut ? `No answer within ${options.timeoutMs / 1000} s` : 'Could not connect' };
  }
}
