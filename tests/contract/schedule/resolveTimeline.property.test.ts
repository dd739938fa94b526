import fc from 'fast-check';
import { describe, it } from 'vitest';
import { resolveTimeline } from '../../../contract/schedule/resolveTimeline.ts';
import { expectSameAsReference, inputOf, scenario } from './arbitraries.ts';

describe('the resolver against a minute-by-minute reading of the scheduling rules', () => {
  it('agrees on every minute, across both of Sydney’s daylight-saving changes', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const input = inputOf(s, 'Australia/Sydney');
        expectSameAsReference(input, resolveTimeline(input));
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
