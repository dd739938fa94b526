import { describe, expect, it } from 'vitest';
import type { ActivityRecord } from '../../../../contract/activity.ts';
import { describeRecord } from '../../../../app/shared/activity/activityTexts.ts';

const record = (overrides: Partial<ActivityRecord>): ActivityRecord => ({
  id: '1',
  occurredUtc: '2026-11-30T10:00:00.000Z',
  actor: { kind: 'Admin', id: 'a', name: 'Avery Admin' },
  address: null,
  entityType: 'venue',
  entityId: null,
  clientId: null,
  venueId: null,
  action: 'update',
  changes: {},
  ...overrides,
});

describe('describeRecord: a record as a sentence (docs/decisions.md#audit-records)', () => {
  it('names the object when it knows its name', () => {
    expect(describeRecord(record({ entityType: 'venue', entityId: 'v', names: { v: 'Harbour Hotel' } }))).toBe('Avery Admin changed venue Harbour Hotel');
  });

  it('says "an" before a vowel and "a" before a consonant or a "u" said "you", when the name is not known', () => {
    expect(describeRecord(record({ entityType: 'invitation', action: 'update' }))).toBe('Avery Admin changed an invitation');
    expect(describeRecord(record({ entityType: 'identity', action: 'delete' }))).toBe('Avery Admin deleted a user');
    expect(describeRecord(record({ entityType: 'display', action: 'create' }))).toBe('Avery Admin created a display');
  });

  it('says what a change of state did: an invitation revoked or accepted, by its address when known', () => {
    const revoked = { state: { before: 'Pending', after: 'Revoked' } };
    expect(describeRecord(record({ entityType: 'invitation', entityId: 'i', changes: revoked, names: { i: 'sam@venue.example' } }))).toBe(
      'Avery Admin revoked invitation sam@venue.example',
    );
    expect(describeRecord(record({ entityType: 'invitation', changes: revoked }))).toBe('Avery Admin revoked an invitation');
    expect(describeRecord(record({ entityType: 'invitation', changes: { state: { before: 'Pending', after: 'Accepted' } } }))).toBe('Avery Admin accepted an invitation');
    // Another field, or another entity's state: the plain verb.
    expect(describeRecord(record({ entityType: 'invitation', changes: { expiresUtc: { before: 'a', after: 'b' } } }))).toBe('Avery Admin changed an invitation');
    expect(describeRecord(record({ entityType: 'takeover', changes: { state: { before: 'Pending', after: 'Revoked' } } }))).toBe('Avery Admin changed a takeover');
  });

  it('says what an approval step or a restore did, in words', () => {
    const names = { a: 'Welcome banner' };
    expect(describeRecord(record({ entityType: 'asset', entityId: 'a', action: 'submit', names }))).toBe('Avery Admin submitted layout Welcome banner');
    expect(describeRecord(record({ entityType: 'asset', entityId: 'a', action: 'approve', names }))).toBe('Avery Admin approved layout Welcome banner');
    expect(describeRecord(record({ entityType: 'asset', entityId: 'a', action: 'reject', names }))).toBe('Avery Admin rejected layout Welcome banner');
    expect(describeRecord(record({ entityType: 'complianceRules', entityId: 'AU-NSW', action: 'restoreDefaults' }))).toBe(
      'Avery Admin restored the shipped defaults of compliance rules AU-NSW',
    );
  });

  it('says "the" before a label that names a whole, when no name is known', () => {
    expect(describeRecord(record({ entityType: 'securitySettings', action: 'update' }))).toBe('Avery Admin changed the portal security settings');
    expect(describeRecord(record({ entityType: 'complianceRules', action: 'update' }))).toBe('Avery Admin changed the compliance rules');
  });

  it('says a venue was given to or taken from a venue-limited person or invitation, and which, in words (not the action code)', () => {
    const names = { i: 'sam@venue.example', v: 'Glenelg Jetty Hotel', u: 'Sam Manager' };
    expect(describeRecord(record({ entityType: 'invitation', entityId: 'i', venueId: 'v', action: 'venues.create', names }))).toBe(
      'Avery Admin added a venue to invitation sam@venue.example at Glenelg Jetty Hotel',
    );
    expect(describeRecord(record({ entityType: 'identity', entityId: 'u', venueId: 'v', action: 'venues.delete', names }))).toBe(
      'Avery Admin removed a venue from user Sam Manager at Glenelg Jetty Hotel',
    );
  });
});
