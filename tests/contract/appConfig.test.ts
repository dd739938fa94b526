import { describe, expect, it } from 'vitest';
import { appConfigSchema, inviteUrl, revealVenueUrl } from '../../contract/appConfig.ts';

describe('app configuration (docs/product.md#constants, Reveal base address)', () => {
  it('links a venue to its page on the Reveal site by GMV', () => {
    expect(revealVenueUrl('https://reveal.example.com', 'LEE-01')).toBe('https://reveal.example.com/venues/LEE-01');
    expect(revealVenueUrl('https://reveal.example.com', 'A B/1')).toBe('https://reveal.example.com/venues/A%20B%2F1');
  });

  it('accepts only an absolute address', () => {
    expect(appConfigSchema.safeParse({ revealBaseUrl: 'https://reveal.example.com' }).success).toBe(true);
    expect(appConfigSchema.safeParse({ revealBaseUrl: '/reveal' }).success).toBe(false);
  });

  it('makes invite links {portal base}/invite/{token} (docs/product.md#states)', () => {
    expect(inviteUrl('https://portal.example.com', 'abc_DEF-123')).toBe('https://portal.example.com/invite/abc_DEF-123');
    expect(inviteUrl('https://portal.example.com/', 'abc')).toBe('https://portal.example.com/invite/abc');
  });
});
