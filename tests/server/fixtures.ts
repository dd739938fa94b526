import { isAdminSide, type PersonRole } from '../../contract/permissions.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { clients, graphicsControllers, regions, venues } from '../../server/db/schema.ts';
import { bearer, type EngineContext } from './harness.ts';

/** A short random tag, so rows of different tests sharing the file's database never meet. */
export const tag = () => randomBytes(4).toString('hex');

export interface Tenant {
  clientId: string;
  clientName: string;
  /** Headers of a signed-in ClientIdentity of this client. */
  headers: Record<string, string>;
}

/** Rows made straight in the database, and signed-in identities, for the tenant tests. */
export class Fixtures {
  constructor(readonly ctx: EngineContext) {}

  async regionIds(): Promise<{ id: string; name: string }[]> {
    return this.ctx.db.select().from(regions).orderBy(asc(regions.name));
  }

  async regionId(): Promise<string> {
    const [region] = await this.regionIds();
    if (!region) throw new Error('No regions seeded.');
    return region.id;
  }

  async client(name = `Client ${tag()}`): Promise<{ id: string; name: string }> {
    const [row] = await this.ctx.db.insert(clients).values({ name }).returning({ id: clients.id, name: clients.name });
    if (!row) throw new Error('No client row.');
    return row;
  }

  async venue(clientId: string, input: { name?: string; gmv?: string; regionId?: string } = {}) {
    const [row] = await this.ctx.db
      .insert(venues)
      .values({
        clientId,
        regionId: input.regionId ?? (await this.regionId()),
        name: input.name ?? `Venue ${tag()}`,
        gmv: input.gmv ?? `GMV-${tag()}`,
      })
      .returning();
    if (!row) throw new Error('No venue row.');
    return row;
  }

  async controller(venueId: string, clientId: string, lastSeenUtc: Date | null) {
    const [row] = await this.ctx.db
      .insert(graphicsControllers)
      // A stand-in hash: these controllers never call the device routes with a token.
      .values({ name: 'Generation One PC', venueId, clientId, lastSeenUtc, tokenHash: `fixture-${randomUUID()}` })
      .returning();
    if (!row) throw new Error('No controller row.');
    return row;
  }

  async adminHeaders(): Promise<Record<string, string>> {
    const { email, password } = await this.ctx.createIdentity({ identityType: 'Admin' });
    return bearer(await this.ctx.login(email, password));
  }

  async clientIdentityHeaders(clientId: string): Promise<Record<string, string>> {
    const { email, password } = await this.ctx.createIdentity({ identityType: 'ClientIdentity', clientId });
    return bearer(await this.ctx.login(email, password));
  }

  /** A signed-in person in a role: admin-side roles without a client, client-side ones of `clientId` (a venue-manager's venues: `venueIds`). */
  async roleHeaders(role: PersonRole, clientId: string | null = null, venueIds: string[] = []): Promise<Record<string, string>> {
    const identityType = isAdminSide(role) ? 'Admin' : 'ClientIdentity';
    const { email, password } = await this.ctx.createIdentity({ identityType, clientId, role, venueIds });
    return bearer(await this.ctx.login(email, password));
  }

  /** A client with a signed-in ClientIdentity of its own. */
  async tenant(): Promise<Tenant> {
    const client = await this.client();
    return { clientId: client.id, clientName: client.name, headers: await this.clientIdentityHeaders(client.id) };
  }
}

export const UNAUTHORIZED = { title: 'Unauthorized', status: 401 };
export const FORBIDDEN = { title: 'Forbidden', status: 403 };
export const NOT_FOUND = { title: 'Not Found', status: 404 };
export const VALIDATION_TITLE = 'One or more validation errors occurred.';
export const MISSING_UUID = '00000000-0000-4000-8000-000000000000';
