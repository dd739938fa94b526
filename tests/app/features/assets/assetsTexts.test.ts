import { describe, expect, it } from 'vitest';
import { assetUseText } from '../../../../app/features/assets/assetsTexts.ts';

describe('assetUseText: one line of where a layout is used, in a refused delete', () => {
  it('names the kind of use and what uses it', () => {
    expect(assetUseText({ kind: 'playlist', name: 'Happy hour' })).toBe('Playlist: Happy hour');
    expect(assetUseText({ kind: 'schedule', name: 'Brunch' })).toBe('Schedule entry: Brunch');
  });

  it("names a rule set's responsible-gambling slots by the rule set's place, not its key, and where they are changed", () => {
    expect(assetUseText({ kind: 'rules', name: 'AU-NSW' })).toBe('Responsible-gambling slots: New South Wales, in Compliance rules');
    expect(assetUseText({ kind: 'rules', name: 'default' })).toBe('Responsible-gambling slots: Default (regions without a jurisdiction), in Compliance rules');
    // A key this version does not know (a newer server's) is shown as it came.
    expect(assetUseText({ kind: 'rules', name: 'NZ-AUK' })).toBe('Responsible-gambling slots: NZ-AUK, in Compliance rules');
  });
});
