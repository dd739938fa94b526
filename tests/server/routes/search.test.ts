import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '../../../contract/messages.ts';
import { SEARCH_RESULT_LIMIT, SEARCH_TYPE_INVALID } from '../../../contract/search.ts';
import { clients } from '../../../server/db/schema.ts';
import { Fixtures, tag, UNAUTHORIZED, VALIDATION_TITLE } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

interface Result {
  id: string;
  type: 'Client' | 'Venue';
  name: string;
  logo?: string;
  clientId?: string;
  gmv?: string;
}

describeEachEngine('search: GET /api/search', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  const search = async (query: string, headers: Record<string, string> = admin, type?: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/search', query: type ? { query, type } : { query }, headers });
    return { status: response.statusCode, body: response.json<Result[]>() };
  };

  it('finds clients by name and venues by name or GMV, ignoring case, with their fields', async () => {
    const word = `zq${tag()}`;
    const client = await fixtures.client(`Club ${word.toUpperCase()}`);
    const byName = await fixtures.venue(client.id, { name: `Bar ${word}` });
    const byGmv = await fixtures.venue(client.id, { name: 'Plain', gmv: `G${word}` });
    await ctx.db.update(clients).set({ logo: 'logo.png' }).where(eq(clients.id, client.id));
    const { status, body } = await search(word);
    expect(status).toBe(200);
    expect(body).toHaveLength(3);
    expect(body).toContainEqual({ id: client.id, type: 'Client', name: client.name, logo: 'logo.png' });
    expect(body).toContainEqual({ id: byName.id, type: 'Venue', name: byName.name, clientId: client.id, gmv: byName.gmv });
    expect(body).toContainEqual({ id: byGmv.id, type: 'Venue', name: 'Plain', clientId: client.id, gmv: byGmv.gmv });
  });

  it('puts prefix matches first, then sorts by name', async () => {
    const word = `pf${tag()}`;
    const client = await fixtures.client(`Zeta ${word}`);
    await fixtures.venue(client.id, { name: `${word} later` });
    await fixtures.venue(client.id, { name: `Alpha ${word}` });
    await fixtures.venue(client.id, { name: `${word} early` });
    await fixtures.venue(client.id, { name: 'Beta', gmv: `${word}-GMV` });
    const { body } = await search(word.toUpperCase());
    expect(body.map((result) => result.name)).toEqual([
      'Beta',
      `${word} early`,
      `${word} later`,
      `Alpha ${word}`,
      `Zeta ${word}`,
    ]);
  });

  it(`answers at most ${SEARCH_RESULT_LIMIT} results`, async () => {
    const word = `cap${tag()}`;
    const client = await fixtures.client();
    for (let index = 0; index < SEARCH_RESULT_LIMIT + 5; index += 1) {
      await fixtures.venue(client.id, { name: `${word} ${String(index).padStart(2, '0')}` });
    }
    const { body } = await search(word);
    expect(body).toHaveLength(SEARCH_RESULT_LIMIT);
    expect(body[0]?.name).toBe(`${word} 00`);
  });

  it('takes % and _ literally', async () => {
    const word = tag();
    const client = await fixtures.client();
    await fixtures.venue(client.id, { name: `100% ${word}` });
    await fixtures.venue(client.id, { name: `100x ${word}` });
    await fixtures.venue(client.id, { name: `a_b ${word}` });
    await fixtures.venue(client.id, { name: `axb ${word}` });
    expect((await search(`100% ${word}`)).body.map((result) => result.name)).toEqual([`100% ${word}`]);
    expect((await search(`a_b ${word}`)).body.map((result) => result.name)).toEqual([`a_b ${word}`]);
    expect((await search('%')).body.every((result) => result.name.includes('%') || result.gmv?.includes('%'))).toBe(true);
    expect((await search('\\')).status).toBe(200);
  });

  it('lists a venue matching by both name and GMV prefix once', async () => {
    const word = `dup${tag()}`;
    const client = await fixtures.client();
    const venue = await fixtures.venue(client.id, { name: `${word} Hotel`, gmv: `${word}-1` });
    expect((await search(word)).body.map((result) => result.id)).toEqual([venue.id]);
  });

  it(`fills the ${SEARCH_RESULT_LIMIT} with prefix matches before any substring match`, async () => {
    const word = `fil${tag()}`;
    const client = await fixtures.client();
    await fixtures.venue(client.id, { name: `Aaa ${word}` });
    for (let index = 0; index < SEARCH_RESULT_LIMIT; index += 1) {
      await fixtures.venue(client.id, { name: `${word} ${String(index).padStart(2, '0')}` });
    }
    const { body } = await search(word);
    expect(body).toHaveLength(SEARCH_RESULT_LIMIT);
    expect(body.every((result) => result.name.startsWith(word))).toBe(true);
  });

  it('after fewer prefix matches, adds substring matches of names and GMVs, sorted by name', async () => {
    const word = `sub${tag()}`;
    const client = await fixtures.client(`Zulu ${word}`);
    await fixtures.venue(client.id, { name: `${word} first` });
    await fixtures.venue(client.id, { name: 'Mike', gmv: `X-${word.toUpperCase()}` });
    await fixtures.venue(client.id, { name: `Bravo ${word}` });
    expect((await search(word)).body.map((result) => result.name)).toEqual([`${word} first`, `Bravo ${word}`, 'Mike', `Zulu ${word}`]);
  });

  it("shows a ClientIdentity only its own client's records", async () => {
    const word = `tn${tag()}`;
    const tenant = await fixtures.tenant();
    const other = await fixtures.client(`Other ${word}`);
    await fixtures.venue(other.id, { name: `Their ${word}` });
    const mine = await fixtures.venue(tenant.clientId, { name: `Mine ${word}` });
    expect((await search(word, tenant.headers)).body.map((result) => result.id)).toEqual([mine.id]);
    // The prefix step is scoped too.
    expect((await search(`their ${word}`, tenant.headers)).body).toEqual([]);
    expect((await search(`other ${word}`, tenant.headers)).body).toEqual([]);
    expect((await search(`mine ${word}`, tenant.headers)).body.map((result) => result.id)).toEqual([mine.id]);
    expect((await search(word)).body).toHaveLength(3);
  });

  it('answers only clients with type=Client, even when more venues than the limit share the term', async () => {
    const word = `ty${tag()}`;
    const client = await fixtures.client();
    for (let index = 0; index < SEARCH_RESULT_LIMIT + 2; index += 1) {
      await fixtures.venue(client.id, { name: `${word} ${String(index).padStart(2, '0')}` });
    }
    // Sorted after every venue, so without the filter it falls outside the 20.
    const wanted = await fixtures.client(`${word} zz client`);
    expect((await search(word)).body.map((result) => result.id)).not.toContain(wanted.id);
    expect((await search(word, admin, 'Client')).body).toEqual([{ id: wanted.id, type: 'Client', name: wanted.name }]);
    const venuesOnly = (await search(word, admin, 'Venue')).body;
    expect(venuesOnly).toHaveLength(SEARCH_RESULT_LIMIT);
    expect(venuesOnly.every((result) => result.type === 'Venue')).toBe(true);
  });

  it('answers 400 on type for an unknown kind', async () => {
    const { status, body } = await search('x', admin, 'Theme');
    expect(status).toBe(400);
    expect(body).toEqual({ title: VALIDATION_TITLE, status: 400, errors: { type: [SEARCH_TYPE_INVALID] } });
  });

  it('answers 400 on query for an empty or blank term, 401 anonymous', async () => {
    const expected = { title: VALIDATION_TITLE, status: 400, errors: { query: [messages.searchQueryRequired] } };
    for (const url of ['/api/search', '/api/search?query=', '/api/search?query=%20%20']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: admin });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual(expected);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/search?query=x' })).json()).toEqual(UNAUTHORIZED);
  });
});
