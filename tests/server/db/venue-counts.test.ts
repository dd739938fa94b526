import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { clients, venues } from '../../../server/db/schema.ts';
import { queryRows } from '../../../server/services/sql-rows.ts';
import { Fixtures } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

/**
 * The venue list's total comes from client_venue_counts, kept by triggers on venues: every way
 * venues come and go (one or many per statement, moved to another client, deleted with their
 * client) must leave it equal to a plain count.
 */
describeEachEngine('venue list totals', (ctx) => {
  let fixtures: Fixtures;
  let admin: Record<string, string>;
  beforeAll(async () => {
    fixtures = new Fixtures(ctx);
    admin = await fixtures.adminHeaders();
  });

  const listedTotal = async (headers: Record<string, string>) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/venues?offset=0&limit=1', headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ total: number }>().total;
  };
  const countedTotal = async () => (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from venues`))[0]?.n;

  it('matches a plain count through inserts, moves and deletes, for admins and client users', async () => {
    const first = await fixtures.client();
    const second = await fixtures.client();
    const regionId = await fixtures.regionId();
    const firstUser = await fixtures.clientIdentityHeaders(first.id);
    const secondUser = await fixtures.clientIdentityHeaders(second.id);

    await fixtures.venue(first.id);
    // Many in one statement, as a CSV import does.
    const many = await ctx.db
      .insert(venues)
      .values([1, 2, 3].map((n) => ({ clientId: first.id, regionId, name: `Bulk ${n} ${first.id}`, gmv: `BULK-${n}-${first.id}` })))
      .returning({ id: venues.id });
    await fixtures.venue(second.id);
    expect(await listedTotal(admin)).toBe(await countedTotal());
    expect(await listedTotal(firstUser)).toBe(4);
    expect(await listedTotal(secondUser)).toBe(1);

    // Moved to the other client, and renamed (which moves nothing).
    const [moved] = many;
    if (!moved) throw new Error('no venue');
    await ctx.db.update(venues).set({ clientId: second.id }).where(eq(venues.id, moved.id));
    await ctx.db.update(venues).set({ name: `Renamed ${moved.id}` }).where(eq(venues.id, moved.id));
    expect(await listedTotal(firstUser)).toBe(3);
    expect(await listedTotal(secondUser)).toBe(2);

    await ctx.db.delete(venues).where(inArray(venues.id, many.map((venue) => venue.id)));
    expect(await listedTotal(firstUser)).toBe(1);
    expect(await listedTotal(secondUser)).toBe(1);
    expect(await listedTotal(admin)).toBe(await countedTotal());

    // A client deleted with its venues.
    await ctx.db.delete(clients).where(eq(clients.id, second.id));
    expect(await listedTotal(admin)).toBe(await countedTotal());
  });

  it('is 0 for a client user whose client has no venues', async () => {
    const lonely = await fixtures.client();
    expect(await listedTotal(await fixtures.clientIdentityHeaders(lonely.id))).toBe(0);
  });
});
