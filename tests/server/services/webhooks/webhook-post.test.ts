import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pinnedLookup, postPinned } from '../../../../server/services/webhooks/webhook-post.ts';
import { collectGarbage } from '../../../support/collectGarbage.ts';

/** DNS-rebinding pin: the address that passed the check is the one the POST connects to. */
describe('webhook POST pinned to the checked address', () => {
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.statusCode = 200;
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    received.length = 0;
  });

  const common = { headers: { 'webhook-id': 'msg_1' }, body: '{"type":"webhook.test"}', signal: new AbortController().signal, timeoutMs: 2_000 };

  it('resolves the host once and connects to that answer, never asking DNS again', async () => {
    const asked: string[] = [];
    // Only the stub knows this name (.invalid never resolves): reaching the receiver proves the socket used the checked answer.
    const resolve = async (hostname: string) => {
      asked.push(hostname);
      return ['127.0.0.1'];
    };
    const result = await postPinned({ ...common, url: `http://hooks.rebind.invalid:${port}/hook`, allowPrivate: true, resolve });
    expect(result).toEqual({ statusCode: 200, error: null });
    expect(asked).toEqual(['hooks.rebind.invalid']);
    expect(received).toHaveLength(1);
    expect(received[0]?.headers.host).toBe(`hooks.rebind.invalid:${port}`);
    expect(received[0]?.headers['webhook-id']).toBe('msg_1');
    expect(received[0]?.body).toBe(common.body);
  });

  it('refuses a name whose answer is private without WEBHOOK_ALLOW_PRIVATE, and sends nothing', async () => {
    const result = await postPinned({ ...common, url: `http://hooks.rebind.invalid:${port}/hook`, allowPrivate: false, resolve: async () => ['93.184.216.34', '127.0.0.1'] });
    expect(result).toEqual({ statusCode: null, error: 'Address refused (private)' });
    expect(received).toHaveLength(0);
  });

  it('connects to the first checked answer even when a second lookup would name another address', async () => {
    let answers = 0;
    // A rebinding server: the first answer is the receiver, any later one would be elsewhere.
    const resolve = async () => (answers++ === 0 ? ['127.0.0.1'] : ['10.0.0.1']);
    const result = await postPinned({ ...common, url: `http://rebinding.invalid:${port}/hook`, allowPrivate: true, resolve });
    expect(result.statusCode).toBe(200);
    expect(answers).toBe(1);
    expect(received).toHaveLength(1);
  });

  it('the pinned lookup answers the pinned address in both of the shapes Node asks for', () => {
    const lookup = pinnedLookup('2001:db8::1');
    const single: unknown[] = [];
    lookup('anything.example', {}, (...args: unknown[]) => single.push(...args));
    expect(single).toEqual([null, '2001:db8::1', 6]);
    const all: unknown[] = [];
    lookup('anything.example', { all: true }, (...args: unknown[]) => all.push(...args));
    expect(all).toEqual([null, [{ address: '2001:db8::1', family: 6 }]]);
  });

  it('counts a refused connection as a failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await postPinned({ ...common, url: `http://127.0.0.1:${closedPort}/hook`, allowPrivate: true });
    expect(result).toEqual({ statusCode: null, error: 'Could not connect' });
  });

  it('gives up on a receiver that never answers at its timeout, even when a garbage collection runs meanwhile', async () => {
    // A timeout inside AbortSignal.any() was collected by such a collection on Node 20: the POST then waited forever.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const posting = postPinned({ ...common, timeoutMs: 300, url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/hook`, allowPrivate: true });
      setTimeout(collectGarbage, 50);
      const outcome = await Promise.race([posting, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5_000))]);
      expect(outcome).toEqual({ statusCode: null, error: 'No answer within 0.3 s' });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
