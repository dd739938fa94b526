import { describe, expect, it } from 'vitest';
import { venuesInAlertNamesText } from '../../../../app/features/clients/ClientsView.tsx';
import { venuesInAlertText } from '../../../../app/shared/venues/venuesInAlertText.ts';

describe('venues in alert tooltip', () => {
  it('counts venues', () => {
    expect(venuesInAlertText(3)).toBe('3 venues in alert');
    expect(venuesInAlertText(1)).toBe('1 venue in alert');
    expect(venuesInAlertNamesText({ venuesInAlertCount: 1, venuesInAlertNames: ['Crown'] })).toBe('1 venue in alert: Crown');
    expect(venuesInAlertNamesText({ venuesInAlertCount: 5, venuesInAlertNames: ['A', 'B', 'C'] })).toBe('5 venues in alert: A, B, C and 2 more');
    expect(venuesInAlertNamesText({ venuesInAlertCount: 2, venuesInAlertNames: [] })).toBe('2 venues in alert');
  });
});
