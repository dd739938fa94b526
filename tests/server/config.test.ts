import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENVIRONMENT_VARIABLES, loadConfig } from '../../server/config.ts';
import { baselineOnlyWasmWanted } from '../../server/db/wasm-compiler.ts';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      serveApp: false,
      host: '0.0.0.0',
      port: 3000,
      dataDir: resolve('data'),
      databaseUrl: null,
      appDir: resolve('build/app'),
      playerDir: resolve('build/player'),
      storybookDir: resolve('storybook-static'),
      portalBaseUrl: 'http://localhost:3000',
      smtpUrl: null,
      mailFrom: 'Venue Portal <no-reply@localhost>',
      adminEmail: null,
      adminPassword: null,
      logLevel: 'info',
      trustProxy: false,
      alertAfterMinutes: 15,
      heartbeatSeconds: 60,
      alertWebhookUrl: null,
      alertCheckSeconds: 60,
      pgliteOptimizingCompiler: false,
    });
    expect(config.rateLimits).toMatchObject({ perIpMax: 30, failuresPerAccountMax: 10 });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '4000',
      DATA_DIR: '/tmp/portal-data',
      DATABASE_URL: 'postgres://db/portal',
      APP_DIR: '/srv/app',
      PLAYER_DIR: '/srv/player',
      STORYBOOK_DIR: '/srv/storybook',
      PORTAL_BASE_URL: 'https://portal.example.com/',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Portal <portal@example.com>',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: ' Secret-1 ',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8',
      AUTH_RATE_LIMIT_PER_IP: '100',
      LOGIN_FAILURES_PER_ACCOUNT: '5',
      ALERT_AFTER_MINUTES: '30',
      HEARTBEAT_SECONDS: '5',
      ALERT_WEBHOOK_URL: 'https://hooks.example.com/venues',
      ALERT_CHECK_SECONDS: '10',
      PGLITE_OPTIMIZING_COMPILER: 'true',
    });
    expect(config).toMatchObject({
      serveApp: true,
      host: '127.0.0.1',
      port: 4000,
      dataDir: '/tmp/portal-data',
      databaseUrl: 'postgres://db/portal',
      appDir: '/srv/app',
      playerDir: '/srv/player',
      storybookDir: '/srv/storybook',
      portalBaseUrl: 'https://portal.example.com',
      smtpUrl: 'smtp://mail:25',
      adminEmail: 'boss@example.com',
      adminPassword: ' Secret-1 ',
      logLevel: 'warn',
      trustProxy: '10.0.0.0/8',
      alertAfterMinutes: 30,
      heartbeatSeconds: 5,
      alertWebhookUrl: 'https://hooks.example.com/venues',
      alertCheckSeconds: 10,
      pgliteOptimizingCompiler: true,
    });
    expect(config.rateLimits).toMatchObject({ perIpMax: 100, failuresPerAccountMax: 5 });
  });

  it('has a row in docs/configuration.md for every variable it reads', () => {
    const page = readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8');
    // A row's first cell names one variable or several: "| `A` |" or "| `A`, `B` |".
    const documented = new Set(
      [...page.matchAll(/^\| ((?:`[A-Z0-9_]+`(?:, )?)+) \|/gm)].flatMap((row) => [...row[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((name) => name[1])),
    );
    const undocumented = ENVIRONMENT_VARIABLES.filter((name) => !documented.has(name));
    expect(ENVIRONMENT_VARIABLES).toContain('PGLITE_OPTIMIZING_COMPILER');
    expect(undocumented).toEqual([]);
  });

  it('reads single sign-on from OIDC_*: off without an issuer, a client id required with one, domains mapped to clients', () => {
    expect(loadConfig({}).sso).toBeNull();
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example.com' })).toThrow(/OIDC_CLIENT_ID/);
    const clientId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const config = loadConfig({
      OIDC_ISSUER: 'https://login.example.com',
      OIDC_CLIENT_ID: 'portal',
      OIDC_NAME: 'Acme Login',
      OIDC_ALLOWED_DOMAINS: ` Example.COM=${clientId} `,
    });
    expect(config.sso).toMatchObject({ issuer: 'https://login.example.com', clientId: 'portal', clientSecret: null, name: 'Acme Login' });
    expect([...config.sso!.allowedDomains]).toEqual([['example.com', clientId]]);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'portal', OIDC_ALLOWED_DOMAINS: 'example.com' })).toThrow(ConfigError);
  });

  it('derives PORTAL_BASE_URL from PORT', () => {
    expect(loadConfig({ PORT: '3999' }).portalBaseUrl).toBe('http://localhost:3999');
  });

  it('turns TRUST_PROXY into what Fastify understands', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof hops).toBe('function');
    if (typeof hops !== 'function') return;
    expect(hops('10.0.0.1', 0)).toBe(true);
    expect(hops('10.0.0.1', 1)).toBe(false);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', ADMIN_EMAIL: 'nope', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ ALERT_WEBHOOK_URL: 'ftp://hooks.example.com' })).toThrow(/ALERT_WEBHOOK_URL/);
    expect(() => loadConfig({ HEARTBEAT_SECONDS: '0' })).toThrow(/HEARTBEAT_SECONDS/);
    expect(() => loadConfig({ PORT: 'eighty', ADMIN_EMAIL: 'nope' })).toThrow(/PORT[\s\S]*ADMIN_EMAIL/);
    expect(() => loadConfig({ ALERT_AFTER_MINUTES: '0' })).toThrow(/ALERT_AFTER_MINUTES/);
  });

  it('makes the WebAssembly compiler choice the built server makes before loading it, from the same variables', () => {
    const environments = [
      {},
      { DATABASE_URL: '  ' },
      { DATABASE_URL: 'postgres://portal@db.example.com/portal' },
      { PGLITE_OPTIMIZING_COMPILER: 'true' },
      { PGLITE_OPTIMIZING_COMPILER: ' true ' },
      { PGLITE_OPTIMIZING_COMPILER: 'false' },
      { DATABASE_URL: 'postgres://portal@db.example.com/portal', PGLITE_OPTIMIZING_COMPILER: 'false' },
    ];
    const choices = environments.map((env) => {
      const config = loadConfig(env);
      return { early: baselineOnlyWasmWanted(env), configured: !config.databaseUrl && !config.pgliteOptimizingCompiler };
    });
    for (const choice of choices) expect(choice.early).toBe(choice.configured);
    expect(choices.map((choice) => choice.early)).toEqual([true, true, false, false, false, true, false]);
  });
});
