import { describe, expect, it } from 'vitest';
import { dataSourceRequestSchema, type DataSource } from '../../../../contract/dataSources.ts';
import { dataSourceFormOf, dataSourceFormSchema, dataSourceRequestOf, emptyDataSourceForm, SHARED_CLIENT } from '../../../../app/features/dataSources/dataSourceForm.ts';
import { curlExample } from '../../../../app/features/dataSources/pushExample.ts';
import { liveLookupOf } from '../../../../app/features/dataSources/liveLookup.ts';

const CLIENT = '0c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f';

const racing: DataSource = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Racing fixtures',
  clientId: CLIENT,
  kind: 'pull',
  url: 'https://feeds.example.com/racing.json',
  intervalSeconds: 45,
  headerNames: ['X-Api-Key'],
  staleAfterSeconds: 300,
  fields: [{ key: 'fixtures', path: '/races', type: 'list' }],
  values: [],
  lastFetchUtc: null,
  lastError: null,
  createdUtc: '2026-11-28T00:00:00.000Z',
  updatedUtc: '2026-11-28T00:00:00.000Z',
};

describe('the data source form (docs/live-data.md)', () => {
  it('sends a push source without address, interval or paths, shared when no client is chosen', () => {
    const values = { ...emptyDataSourceForm, name: ' Jackpots ', url: 'https://left.example', fields: [{ key: 'major', type: 'currency' as const, path: '/kept/for/pull' }] };
    expect(dataSourceFormSchema.safeParse(values).success).toBe(true);
    const body = dataSourceRequestOf(values);
    expect(body).toEqual({ name: 'Jackpots', clientId: null, kind: 'push', staleAfterSeconds: 120, fields: [{ key: 'major', type: 'currency' }] });
    expect(dataSourceRequestSchema.safeParse(body).success).toBe(true);
  });

  it('round-trips a pull source: its client, address, interval and paths; headers are left out so an edit keeps them', () => {
    const values = dataSourceFormOf(racing);
    expect(values.clientId).toBe(CLIENT);
    const body = dataSourceRequestOf(values);
    expect(body).toEqual({ name: 'Racing fixtures', clientId: CLIENT, kind: 'pull', url: racing.url, intervalSeconds: 45, staleAfterSeconds: 300, fields: [{ key: 'fixtures', type: 'list', path: '/races' }] });
    expect(body).not.toHaveProperty('headers');
    expect(dataSourceRequestSchema.safeParse(body).success).toBe(true);
    expect(dataSourceFormOf({ ...racing, clientId: null }).clientId).toBe(SHARED_CLIENT);
  });

  it('names each wrong field with the contract’s message', () => {
    const result = dataSourceFormSchema.safeParse({
      ...emptyDataSourceForm,
      kind: 'pull',
      url: '',
      intervalSeconds: '4',
      staleAfterSeconds: 'soon',
      fields: [
        { key: 'major', type: 'currency', path: 'no-slash' },
        { key: 'major', type: 'number', path: '' },
      ],
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      name: 'Name is required.',
      url: 'A pull source needs the address to fetch.',
      intervalSeconds: 'The interval must be at least 5 seconds.',
      staleAfterSeconds: 'The staleness limit must be at least 5 seconds.',
      'fields.0.path': 'A path is a JSON Pointer such as /jackpots/major (empty: the whole document).',
      'fields.1.key': 'Each key may be used once.',
    });
  });

  it('gives a curl example that pushes a sample of each field with the token', () => {
    const command = curlExample({ ...racing, kind: 'push', fields: [{ key: 'major', type: 'currency' }] }, 'https://portal.example/api/data-sources/x/values', 'tok');
    expect(command).toContain("-H 'Authorization: Bearer tok'");
    expect(command).toContain('{"values":{"major":12345.5}}');
  });
});

describe('the editor’s live values (docs/live-data.md)', () => {
  const source: DataSource = {
    ...racing,
    id: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
    kind: 'push',
    fields: [
      { key: 'major', type: 'currency' },
      { key: 'minor', type: 'currency' },
      { key: 'headline', type: 'text' },
    ],
    values: [
      { key: 'major', type: 'currency', value: 12345.5, updatedUtc: '2026-11-28T10:00:00.000Z', stale: false },
      { key: 'minor', type: 'currency', value: 250, updatedUtc: '2026-11-28T09:00:00.000Z', stale: true },
      { key: 'headline', type: 'text', value: null, updatedUtc: null, stale: true },
    ],
  };
  const lookup = liveLookupOf([source], Date.parse('2026-11-28T10:00:04.000Z'));

  it('draws a fresh value with its age, the fallback for a stale one, one not yet sent, or an unknown field', () => {
    expect(lookup(source.id, 'major')).toEqual({ view: { kind: 'value', value: 12345.5, updatedUtc: '2026-11-28T10:00:00.000Z', offline: false }, ageSeconds: 4 });
    expect(lookup(source.id, 'minor').view).toEqual({ kind: 'fallback', reason: 'stale' });
    expect(lookup(source.id, 'headline').view).toEqual({ kind: 'fallback', reason: 'waiting' });
    expect(lookup(racing.id, 'major').view).toEqual({ kind: 'fallback', reason: 'waiting' });
  });
});
