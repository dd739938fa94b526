import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { CreatedDataSource, DataSource } from '../../../../contract/dataSources.ts';
import type { App } from '../../../../server/app.ts';
import { dataSourceStates } from '../../../../server/db/schema.ts';
import { backOffMs, MAX_BACK_OFF_MS } from '../../../../server/services/data-sources/data-source-pull.ts';
import { Fixtures, tag } from '../../fixtures.ts';
import { describeEachEngine } from '../../harness.ts';

type Answer = (response: ServerResponse) => void;

/** A feed on 127.0.0.1: each path answers as its test plans; it counts the requests per path. */
class Feed {
  readonly answers = new Map<string, Answer>();
  readonly hits = new Map<string, number>();
  readonly headers = new Map<string, Record<string, string | string[] | undefined>>();
  private readonly hanging = new Set<ServerResponse>();
  private server: Server | null = null;

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0]!;
      this.hits.set(path, (this.hits.get(path) ?? 0) + 1);
      this.headers.set(path, request.headers);
      const answer = this.answers.get(path);
      if (answer) answer(response);
      else {
        response.statusCode = 404;
        response.end();
      }
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  url(path: string): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}${path}`;
  }

  json(path: string, body: unknown): void {
    this.answers.set(path, (response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    });
  }

  hang(path: string): void {
    this.answers.set(path, (response) => this.hanging.add(response));
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

describeEachEngine('data sources: the pull loop', (ctx) => {
  const feed = new Feed();
  const fixtures = new Fixtures(ctx);
  let app: App;
  let admin: Record<string, string>;
  let path: string;

  beforeAll(async () => {
    await feed.start();
    // The product's fetch timeout (10 s): a loaded machine's event loop (PGlite runs on it) can take
    // longer than a short one before a quick feed is even asked. Only the timeout case hurries.
    app = await ctx.buildApp({ config: { webhookAllowPrivate: true } });
    admin = await fixtures.adminHeaders();
  });
  afterAll(() => feed.stop());
  beforeEach(() => {
    path = `/feed-${tag()}.json`;
  });

  async function createPull(url: string, extra: Record<string, unknown> = {}): Promise<CreatedDataSource> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/data-sources',
      headers: admin,
      payload: {
        name: `Feed ${tag()}`,
        kind: 'pull',
        url,
        intervalSeconds: 10,
        fields: [
          { key: 'major', path: '/jackpots/major', type: 'currency' },
          { key: 'minor', path: '/jackpots/minor', type: 'number' },
          { key: 'headline', path: '/headline', type: 'text' },
        ],
        ...extra,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CreatedDataSource>();
  }

  const read = async (id: string): Promise<DataSource> => (await app.inject({ method: 'GET', url: `/api/data-sources/${id}`, headers: admin })).json<DataSource>();
  const state = async (id: string) => (await ctx.db.select().from(dataSourceStates).where(eq(dataSourceStates.sourceId, id)))[0]!;

  it('fetches good JSON at once, with its headers, and reads each field by its JSON Pointer', async () => {
    feed.json(path, { jackpots: { major: '12345.50', minor: 250 }, headline: 'Tonight' });
    const source = await createPull(feed.url(path), { headers: { 'X-Api-Key': 'k-123' } });
    expect(await app.dataSourceJobs.pull()).toMatchObject({ failed: 0 });
    expect(feed.hits.get(path)).toBe(1);
    expect(feed.headers.get(path)?.['x-api-key']).toBe('k-123');
    const shown = await read(source.id);
    expect(shown.values.map((value) => [value.key, value.value, value.stale])).toEqual([
      ['major', 12345.5, false],
      ['minor', 250, false],
      ['headline', 'Tonight', false],
    ]);
    expect(shown).toMatchObject({ lastError: null, lastFetchUtc: expect.any(String) });
  });

  it('records bad JSON, a missing field, a timeout and a redirect as the last error, keeping the values it had', async () => {
    feed.json(path, { jackpots: { major: 100, minor: 1 }, headline: 'First' });
    const source = await createPull(feed.url(path));
    await app.dataSourceJobs.pull();
    const failures: Array<[Answer, RegExp]> = [
      [(response) => response.end('{"jackpots": '), /not JSON/],
      [
        (response) => {
          response.statusCode = 302;
          // A redirect to a private address is never followed (nor any other).
          response.setHeader('location', 'http://10.0.0.1/feed.json');
          response.end();
        },
        /302.*redirects are not followed/,
      ],
      [(response) => response.end(JSON.stringify({ jackpots: { major: 'lots', minor: 2 } })), /major: not a currency value; headline: nothing at \/headline/],
    ];
    for (const [answer, error] of failures) {
      feed.answers.set(path, answer);
      ctx.travel(MAX_BACK_OFF_MS);
      await app.dataSourceJobs.pull();
      const shown = await read(source.id);
      expect(shown.lastError).toMatch(error);
    }
    // The good field of a partly bad document is stored; the others keep their last value.
    expect((await read(source.id)).values.map((value) => value.value)).toEqual([100, 2, 'First']);

    feed.hang(path);
    ctx.travel(MAX_BACK_OFF_MS);
    const hurried = await ctx.buildApp({ config: { webhookAllowPrivate: true }, dataFetchTimeoutMs: 700 });
    const started = Date.now();
    await hurried.dataSourceJobs.pull();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await read(source.id)).lastError).toBe('No answer within 0.7 s');
    // Answered again, so the later cases' pulls (with the product's timeout) do not wait on it.
    feed.json(path, { jackpots: { major: 100, minor: 1 }, headline: 'First' });
  });

  it('refuses a private address at each fetch when the deployment does not allow one', async () => {
    feed.json(path, { jackpots: { major: 1, minor: 1 }, headline: 'x' });
    const source = await createPull(feed.url(path));
    const strict = await ctx.buildApp({ config: { webhookAllowPrivate: false } });
    await strict.dataSourceJobs.pull();
    expect(feed.hits.get(path)).toBeUndefined();
    expect((await read(source.id)).lastError).toBe('Address refused (private)');
  });

  it('backs off after failures in a row, doubling up to 15 minutes, and fetches at the interval again after a success', async () => {
    expect([0, 1, 2, 3, 10].map((failures) => backOffMs(10, failures))).toEqual([10_000, 20_000, 40_000, 80_000, MAX_BACK_OFF_MS]);
    feed.answers.set(path, (response) => {
      response.statusCode = 500;
      response.end();
    });
    const source = await createPull(feed.url(path));
    // Frozen: "not due a second before" must not depend on how fast the machine gets there.
    ctx.freezeClock();
    for (const [failures, wait] of [[1, 20_000], [2, 40_000], [3, 80_000]] as const) {
      await app.dataSourceJobs.pull();
      const row = await state(source.id);
      expect(row.failures).toBe(failures);
      expect(row.lastError).toBe('Answered 500');
      expect(row.nextFetchUtc!.getTime() - row.lastFetchUtc!.getTime()).toBe(wait);
      // Not due before its back-off ends.
      const hits = feed.hits.get(path);
      ctx.travel(wait - 1_000);
      await app.dataSourceJobs.pull();
      expect(feed.hits.get(path)).toBe(hits);
      ctx.travel(1_000);
    }
    feed.json(path, { jackpots: { major: 5, minor: 5 }, headline: 'back' });
    await app.dataSourceJobs.pull();
    const row = await state(source.id);
    expect(row).toMatchObject({ failures: 0, lastError: null });
    expect(row.nextFetchUtc!.getTime() - row.lastFetchUtc!.getTime()).toBe(10_000);
  });

  it('fetches each source once per interval with two API processes on one database', async () => {
    feed.json(path, { jackpots: { major: 7, minor: 7 }, headline: 'both' });
    await createPull(feed.url(path));
    const [first, second] = await Promise.all([
      ctx.buildApp({ config: { webhookAllowPrivate: true } }),
      ctx.buildApp({ config: { webhookAllowPrivate: true } }),
    ]);
    await Promise.all([first.dataSourceJobs.pull(), second.dataSourceJobs.pull()]);
    expect(feed.hits.get(path)).toBe(1);
    await Promise.all([first.dataSourceJobs.pull(), second.dataSourceJobs.pull()]);
    expect(feed.hits.get(path)).toBe(1);
    ctx.travel(10_000);
    await Promise.all([first.dataSourceJobs.pull(), second.dataSourceJobs.pull()]);
    expect(feed.hits.get(path)).toBe(2);
  });

  it('wakes the players waiting on a source when a fetch brings values', async () => {
    feed.json(path, { jackpots: { major: 9, minor: 9 }, headline: 'wake' });
    const source = await createPull(feed.url(path));
    const wait = app.nextDataValues(source.id, 5_000);
    const started = Date.now();
    await app.dataSourceJobs.pull();
    await wait.changed;
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
