import { beforeEach, describe, expect, it } from 'vitest';
import { clearToken, readToken, writeToken } from '../../../app/api/tokenStorage.ts';

describe('token storage (docs/product.md#api-calls)', () => {
  beforeEach(() => window.localStorage.clear());

  it('has no token at first', () => {
    expect(readToken()).toBeNull();
  });

  it('round-trips a token', () => {
    writeToken('abc-123');
    expect(readToken()).toBe('abc-123');
    clearToken();
    expect(readToken()).toBeNull();
  });

  it('strips quote characters around a stored value', () => {
    window.localStorage.setItem('token', '"quoted"');
    expect(readToken()).toBe('quoted');
    window.localStorage.setItem('token', 'bare');
    expect(readToken()).toBe('bare');
  });

  it("ignores the value 'undefined' and empty values", () => {
    window.localStorage.setItem('token', 'undefined');
    expect(readToken()).toBeNull();
    window.localStorage.setItem('token', '"undefined"');
    expect(readToken()).toBeNull();
    window.localStorage.setItem('token', '""');
    expect(readToken()).toBeNull();
  });
});
