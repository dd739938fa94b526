import { describe, expect, it } from 'vitest';
import { filterOf } from '../../../../app/features/activity/activityFilter.ts';

describe("/activity's filter from its address", () => {
  it('asks for changes only when "Leave out sign-ins" is ticked (changesOnly=true), and for everything otherwise', () => {
    expect(filterOf({ changesOnly: 'true', entityType: 'venue' })).toEqual({ changesOnly: true, entityType: 'venue' });
    expect(filterOf({})).toEqual({});
    // A hand-edited address with another value reads as unticked, not as an error.
    expect(filterOf({ changesOnly: 'yes' })).toEqual({});
    expect(filterOf({ changesOnly: 'false' })).toEqual({});
  });
});
