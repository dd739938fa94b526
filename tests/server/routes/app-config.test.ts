import { expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { describeEachEngine } from '../harness.ts';

describeEachEngine('app configuration: /api/app-config', (ctx) => {
  it('answers the Reveal and portal base addresses without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revealBaseUrl: 'https://reveal.example.com', portalBaseUrl: 'http://localhost:3000' });
  });

  it('answers PORTAL_BASE_URL when configured, without its trailing slash (invite links use it)', async () => {
    const configured = loadConfig({ PORTAL_BASE_URL: 'https://portal.provider.test/' }).portalBaseUrl;
    const app = await ctx.buildApp({ config: { portalBaseUrl: configured } });
    const response = await app.inject({ method: 'GET', url: '/api/app-config' });
    expect(response.json()).toMatchObject({ portalBaseUrl: 'https://portal.provider.test' });
  });

  it('answers REVEAL_BASE_URL when configured, without its trailing slash', async () => {
    const configured = loadConfig({ REVEAL_BASE_URL: 'https://reveal.provider.test/' }).revealBaseUrl;
    const app = await ctx.buildApp({ config: { revealBaseUrl: configured } });
    const response = await app.inject({ method: 'GET', url: '/api/app-config' });
    expect(response.json()).toMatchObject({ revealBaseUrl: 'https://reveal.provider.test' });
  });
});
