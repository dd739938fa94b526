import { beforeAll, expect, it } from 'vitest';
import { BASE_ASSET_IDS, type Asset } from '../../../../contract/assets.ts';
import { shippedRuleSet } from '../../../../contract/complianceRules.ts';
import { regions } from '../../../../server/db/schema.ts';
import { Fixtures, tag } from '../../fixtures.ts';
import { describeEachEngine } from '../../harness.ts';

const HOUR_MS = 3_600_000;

/**
 * Banned terms (docs/compliance.md#banned-terms): a layout whose text contains a term banned by a
 * jurisdiction where it is scheduled is saved, and its answer (the save's too) carries the warning
 * (server/services/compliance/banned-terms.ts).
 */
describeEachEngine('compliance: banned terms where a layout is scheduled', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
    const nsw = await ctx.app.inject({ method: 'PUT', url: '/api/compliance/rules/AU-NSW', headers: admin, payload: { ...shippedRuleSet('AU-NSW'), bannedTerms: ['risk free', 'guaranteed win'] } });
    expect(nsw.statusCode, nsw.body).toBe(204);
    const vic = await ctx.app.inject({ method: 'PUT', url: '/api/compliance/rules/AU-VIC', headers: admin, payload: { ...shippedRuleSet('AU-VIC'), bannedTerms: ['Risk Free'] } });
    expect(vic.statusCode, vic.body).toBe(204);
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: admin, ...(payload === undefined ? {} : { payload: payload as object }) });

  const venueIn = async (jurisdiction: 'AU-NSW' | 'AU-VIC') => {
    const [region] = await ctx.db.insert(regions).values({ name: `Region ${tag()}`, timeZone: 'Australia/Sydney', jurisdiction }).returning();
    const tenant = await fixtures.tenant();
    return fixtures.venue(tenant.clientId, { regionId: region!.id });
  };

  const textLayout = (name: string, value: string) => ({
    name,
    width: 'auto',
    height: 'auto',
    placements: [{ assetId: BASE_ASSET_IDS.TEXT, config: { value }, x: '0px', y: '0px', order: 0 }],
  });

  it('warns where the layout is scheduled (directly, placed in another layout, by a takeover), on the save and every answer, and never refuses', async () => {
    const created = await call('POST', '/api/asset', textLayout(`Offer ${tag()}`, 'Play now, RISK  free!'));
    expect(created.statusCode, created.body).toBe(201);
    const offer = created.json<Asset>();
    // Scheduled nowhere: no jurisdiction's terms apply.
    expect(offer).toMatchObject({ bannedTerms: [], warnings: [] });

    // Placed in a frame that a New South Wales venue schedules.
    const frame = (await call('POST', '/api/asset', { ...textLayout(`Frame ${tag()}`, 'Members'), placements: [{ assetId: offer.id, config: {}, x: '0px', y: '0px', order: 0 }] })).json<Asset>();
    const nsw = await venueIn('AU-NSW');
    const entry = await call('POST', '/api/schedules', {
      name: `Evening ${tag()}`,
      target: { venueId: nsw.id },
      content: { assetId: frame.id },
      days: ['friday'],
      from: '18:00',
      to: '22:00',
      dayPart: null,
      firstDate: null,
      lastDate: null,
      priority: 0,
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const nswTerms = [
      { term: 'risk free', jurisdictions: ['AU-NSW'] },
      { term: 'guaranteed win', jurisdictions: ['AU-NSW'] },
    ];
    expect((await call('GET', `/api/asset/${offer.id}`)).json<Asset>()).toMatchObject({ bannedTerms: nswTerms, warnings: [nswTerms[0]] });
    // The frame shows the offer's words: warned of too.
    expect((await call('GET', `/api/asset/${frame.id}`)).json<Asset>().warnings).toEqual([nswTerms[0]]);

    // A save with the term is saved (200), and its answer carries the warning.
    const saved = await call('PUT', `/api/asset/${offer.id}`, {
      ...textLayout(offer.name, 'Guaranteed WIN tonight'),
      placementsToDelete: offer.placements.map((placement) => placement.id),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Asset>().warnings).toEqual([nswTerms[1]]);
    expect(saved.json<Asset>().placements.map((placement) => placement.config.value)).toEqual(['Guaranteed WIN tonight']);

    // A takeover in Victoria: its rule set bans "Risk Free" too, the same term in other case.
    const vic = await venueIn('AU-VIC');
    const takeover = await call('POST', '/api/takeovers', {
      name: `Tonight ${tag()}`,
      targets: { clientIds: [], venueIds: [vic.id] },
      content: { assetId: offer.id },
      endUtc: new Date(ctx.now().getTime() + HOUR_MS).toISOString(),
    });
    expect(takeover.statusCode, takeover.body).toBe(201);
    const both = (await call('GET', `/api/asset/${offer.id}`)).json<Asset>();
    expect(both.bannedTerms).toEqual([{ term: 'risk free', jurisdictions: ['AU-NSW', 'AU-VIC'] }, nswTerms[1]]);
    expect(both.warnings).toEqual([nswTerms[1]]);

    // Clean words: no warning.
    const clean = await call('PUT', `/api/asset/${offer.id}`, {
      ...textLayout(offer.name, 'Happy hour from five'),
      placementsToDelete: saved.json<Asset>().placements.map((placement) => placement.id),
    });
    expect(clean.json<Asset>().warnings).toEqual([]);
  });
});
