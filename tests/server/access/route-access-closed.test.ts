import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { routeAccessPlugin } from '../../../server/access/route-access.ts';
import type { IdentityRow } from '../../../server/services/identities/identities.ts';

/**
 * The access hook on its own: a route that forgets to declare who may call it never reaches its
 * handler. Stand-ins for the auth and device-auth plugins set who is calling from a test header.
 */
async function appWithRoutes() {
  const app = Fastify();
  await app.register(
    fp(
      async (instance) => {
        instance.decorateRequest('identity', null);
        instance.addHook('onRequest', async (request) => {
          const type = request.headers['x-identity-type'];
          if (typeof type === 'string') request.identity = { id: 'caller', identityType: type, clientId: null, role: type === 'Admin' ? 'admin' : 'client' } as unknown as IdentityRow;
        });
      },
      { name: 'auth' },
    ),
  );
  await app.register(
    fp(
      async (instance) => {
        instance.decorateRequest('graphicsController', null);
      },
      { name: 'device-auth' },
    ),
  );
  await app.register(routeAccessPlugin);
  app.get('/forgot-to-declare', async () => ({ secret: 'data' }));
  app.get('/public', { config: { access: 'public' } }, async () => ({ ok: true }));
  app.get('/venues', { config: { access: 'venues.read' } }, async () => ({ ok: true }));
  app.post('/clients', { config: { access: 'clients.create' } }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('routes are closed by default', () => {
  it('a route that declares nothing answers 401 anonymously and 403 to any identity, never its data', async () => {
    const app = await appWithRoutes();
    const anonymous = await app.inject({ method: 'GET', url: '/forgot-to-declare' });
    expect(anonymous.statusCode).toBe(401);
    const admin = await app.inject({ method: 'GET', url: '/forgot-to-declare', headers: { 'x-identity-type': 'Admin' } });
    expect(admin.statusCode).toBe(403);
    expect(admin.body).not.toContain('secret');
    expect(app.routeAccessTable().find((route) => route.url === '/forgot-to-declare')?.access).toEqual([]);
  });

  it('a declared route lets through whom its permission names', async () => {
    const app = await appWithRoutes();
    expect((await app.inject({ method: 'GET', url: '/public' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/venues' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/venues', headers: { 'x-identity-type': 'ClientIdentity' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/clients', headers: { 'x-identity-type': 'ClientIdentity' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/clients', headers: { 'x-identity-type': 'Admin' } })).statusCode).toBe(200);
  });
});
