import type { DataSource } from '../../../contract/dataSources.ts';

const SAMPLE_VALUES = { number: 250, currency: 12345.5, text: 'Tonight', list: [{ name: 'Race 1', time: '13:05' }] } as const;

/** A curl command that pushes a sample value for each field, with the token just shown. */
export function curlExample(source: DataSource, pushUrl: string, token: string): string {
  const values = Object.fromEntries(source.fields.map((field) => [field.key, SAMPLE_VALUES[field.type]]));
  return `curl -X PUT '${pushUrl}' -H 'Authorization: Bearer ${token}' -H 'Content-Type: application/json' -d '${JSON.stringify({ values })}'`;
}
