import { expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { describeEachEngine } from './harness.ts';

describeEachEngine('app configuration: /api/app-config', (ctx) => {
  it('answers the Reveal base address without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revealBaseUrl: 'https://reveal.example.com' });
  });

  it('answers REVEAL_BASE_URL when configured, without its trailing slash', async () => {
    const configured = loadConfig({ REVEAL_BASE_URL: 'https://reveal.provider.test/' }).revealBaseUrl;
    const app = await ctx.buildApp({ config: { revealBaseUrl: configured } });
    const response = await app.inject({ method: 'GET', url: '/api/app-config' });
    expect(response.json()).toEqual({ revealBaseUrl: 'https://reveal.provider.test' });
  });
});
