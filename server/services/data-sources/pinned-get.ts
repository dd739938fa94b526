import type { IncomingMessage } from 'node:http';
import type { Resolver } from '../webhooks/webhook-address.ts';
import { pinnedLookup, pinnedTarget } from '../webhooks/webhook-post.ts';

/**
 * One GET of a JSON document from an address the server was given (a pull data source), under the
 * webhooks' address rules: the host is resolved once, every answer must be allowed, and the
 * connection goes to that checked address only (pinnedLookup: no second DNS answer can point it
 * at the LAN). A redirect is not followed: it could lead anywhere, a private address included.
 */

export type GetResult = { ok: true; body: unknown } | { ok: false; error: string };

export interface PinnedGetOptions {
  url: string;
  headers: Record<string, string>;
  signal: AbortSignal;
  timeoutMs: number;
  allowPrivate: boolean;
  /** Bytes read at most; a longer answer fails. */
  maxBytes: number;
  resolve?: Resolver;
}

export async function getJsonPinned(options: PinnedGetOptions): Promise<GetResult> {
  const target = await pinnedTarget(options);
  if ('refused' in target) return { ok: false, error: target.refused };
  const { address, url, send, signal, done } = target;
  try {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = send(url, { method: 'GET', headers: { accept: 'application/json', ...options.headers }, lookup: pinnedLookup(address), agent: false, signal });
      request.on('response', resolve);
      request.on('error', reject);
      request.end();
    });
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      response.resume();
      return { ok: false, error: status >= 300 && status < 400 ? `Answered ${status} (redirects are not followed)` : `Answered ${status}` };
    }
    const chunks: Buffer[] = [];
    let bytes = 0;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > options.maxBytes) {
        response.destroy();
        return { ok: false, error: `The answer is larger than ${options.maxBytes} bytes` };
      }
      chunks.push(chunk);
    }
    try {
      return { ok: true, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown };
    } catch {
      return { ok: false, error: 'The answer is not JSON' };
    }
  } catch {
    const timedOut = signal.aborted && signal.reason instanceof Error && signal.reason.name === 'TimeoutError';
    return { ok: false, error: timedOut ? `No answer within ${options.timeoutMs / 1000} s` : 'Could not connect' };
  } finally {
    // The whole answer was read or given up on.
    done();
  }
}
