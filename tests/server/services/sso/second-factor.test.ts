import { describe, expect, it } from 'vitest';
import { providerUsedSecondFactor } from '../../../../server/services/sso/second-factor.ts';

describe("the provider's second factor, read from amr", () => {
  it.each([
    [['pwd', 'mfa']],
    [['mca']],
    [['pwd', 'otp']],
    [['pwd', 'hwk']],
    [['face', 'sms']],
    [['pin', 'sc']],
  ])('counts %j as two factors', (amr) => {
    expect(providerUsedSecondFactor(amr)).toBe(true);
  });

  it.each([
    [['pwd']],
    [['otp']],
    [['hwk']],
    [['otp', 'otp']],
    [['pwd', 'kba']],
    [[]],
    ['mfa'],
    [['pwd', 1]],
    [null],
    [undefined],
  ])('counts %j as one factor or none', (amr) => {
    expect(providerUsedSecondFactor(amr)).toBe(false);
  });
});
