import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { checkWebhookAddress, isPublicAddress } from '../../../../server/services/webhooks/webhook-address.ts';
import { newWebhookSecret, webhookHeaders, webhookSignature } from '../../../../server/services/webhooks/webhook-signature.ts';

describe('webhook signatures (Standard Webhooks)', () => {
  it('matches the specification’s test vector', () => {
    const signature = webhookSignature('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}');
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('gives headers a receiver’s Standard Webhooks library accepts, and that fail with another secret or body', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const body = JSON.stringify({ type: 'venue.offline', timestamp: new Date().toISOString(), data: { venueId: 'v1' } });
    const headers = webhookHeaders(secret, 'msg_1', new Date(), body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body.replace('v1', 'v2'), headers)).toThrow();
  });
});

describe('webhook addresses', () => {
  const resolveTo = (...addresses: string[]) => async () => addresses;

  it('accepts public unicast addresses and refuses private, loopback, link-local and the like', () => {
    for (const address of ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']) expect(isPublicAddress(address), address).toBe(true);
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '100.64.0.1', '::1', 'fe80::1', 'fc00::1', '::ffff:127.0.0.1', '224.0.0.1', 'not-an-ip']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('checks every address a name resolves to, unless private addresses are allowed', async () => {
    expect(await checkWebhookAddress('https://hooks.example.com/in', { allowPrivate: false, resolve: resolveTo('93.184.215.14') })).toEqual({ ok: true, addresses: ['93.184.215.14'] });
    expect(await checkWebhookAddress('https://hooks.example.com/in', { allowPrivate: false, resolve: resolveTo('93.184.215.14', '10.0.0.5') })).toEqual({ ok: false, reason: 'private' });
    expect(await checkWebhookAddress('http://127.0.0.1:8080/in', { allowPrivate: false })).toEqual({ ok: false, reason: 'private' });
    expect(await checkWebhookAddress('http://[::1]:8080/in', { allowPrivate: false })).toEqual({ ok: false, reason: 'private' });
    expect(await checkWebhookAddress('http://127.0.0.1:8080/in', { allowPrivate: true })).toEqual({ ok: true, addresses: ['127.0.0.1'] });
  });

  it('refuses other schemes and names that do not resolve', async () => {
    expect(await checkWebhookAddress('ftp://hooks.example.com/in', { allowPrivate: true })).toEqual({ ok: false, reason: 'scheme' });
    expect(await checkWebhookAddress('not a url', { allowPrivate: true })).toEqual({ ok: false, reason: 'scheme' });
    const failing = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await checkWebhookAddress('https://nowhere.invalid/in', { allowPrivate: false, resolve: failing })).toEqual({ ok: false, reason: 'unresolved' });
  });
});
