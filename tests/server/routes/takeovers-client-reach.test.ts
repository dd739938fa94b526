import { beforeAll, expect, it } from 'vitest';
import type { Takeover } from '../../../contract/schedules.ts';
import { assets } from '../../../server/db/schema.ts';
import { Fixtures, tag } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

/**
 * A takeover may reach several clients; a client user reads it for the part that reaches its own
 * client (docs/permissions.md): the other clients' and venues' ids are theirs, never shown to it.
 */
describeEachEngine('takeovers: a client user reads only its own reach', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  async function layout(): Promise<string> {
    const [row] = await ctx.db.insert(assets).values({ name: `Layout ${tag()}`, type: 'GROUP' }).returning({ id: assets.id });
    return row!.id;
  }

  async function start(targets: object): Promise<Takeover> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/takeovers',
      headers: admin,
      payload: { name: `Jackpot ${tag()}`, targets, content: { assetId: await layout() }, endUtc: new Date(ctx.now().getTime() + 3_600_000).toISOString() },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Takeover>();
  }

  async function listed(headers: Record<string, string>, id: string): Promise<{ body: string; takeover: Takeover | undefined }> {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/takeovers', headers });
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.body, takeover: response.json<{ items: Takeover[] }>().items.find((item) => item.id === id) };
  }

  it('answers a client user its own client and venues of a takeover that reaches others too; an admin the whole reach', async () => {
    const own = await fixtures.tenant();
    const other = await fixtures.tenant();
    const [ownVenue, ownSecondVenue, otherVenue] = [await fixtures.venue(own.clientId), await fixtures.venue(own.clientId), await fixtures.venue(other.clientId)];

    const byClients = await start({ clientIds: [own.clientId, other.clientId], venueIds: [] });
    const byVenues = await start({ clientIds: [], venueIds: [otherVenue.id, ownVenue.id, ownSecondVenue.id] });
    const mixed = await start({ clientIds: [other.clientId], venueIds: [ownVenue.id] });

    for (const [takeover, reach] of [
      [byClients, { clientIds: [own.clientId], venueIds: [] }],
      [byVenues, { clientIds: [], venueIds: [ownVenue.id, ownSecondVenue.id] }],
      [mixed, { clientIds: [], venueIds: [ownVenue.id] }],
    ] as const) {
      const seen = await listed(own.headers, takeover.id);
      expect(seen.takeover?.targets, takeover.name).toEqual(reach);
      expect(seen.body).not.toContain(other.clientId);
      expect(seen.body).not.toContain(otherVenue.id);
    }
    // The other client reads the same takeovers for its own part only.
    expect((await listed(other.headers, byVenues.id)).takeover?.targets).toEqual({ clientIds: [], venueIds: [otherVenue.id] });
    expect((await listed(other.headers, mixed.id)).takeover?.targets).toEqual({ clientIds: [other.clientId], venueIds: [] });
    // An admin reads every target as started.
    expect((await listed(admin, byVenues.id)).takeover?.targets).toEqual({ clientIds: [], venueIds: [otherVenue.id, ownVenue.id, ownSecondVenue.id] });
    expect((await listed(admin, mixed.id)).takeover?.targets).toEqual({ clientIds: [other.clientId], venueIds: [ownVenue.id] });

    const everyone = await start({ all: true });
    expect((await listed(own.headers, everyone.id)).takeover?.targets).toEqual({ all: true });
    for (const takeover of [byClients, byVenues, mixed, everyone]) {
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/takeovers/${takeover.id}`, headers: admin })).statusCode).toBe(204);
    }
  });
});
