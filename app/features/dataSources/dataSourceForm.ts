import * as z from 'zod';
import {
  dataFieldTypes,
  dataSourceKinds,
  dataSourceMessages,
  DEFAULT_PULL_INTERVAL_SECONDS,
  DEFAULT_STALE_AFTER_SECONDS,
  MIN_DATA_SECONDS,
  type DataSource,
  type DataSourceRequest,
} from '../../../contract/dataSources.ts';
import { webhookUrlSchema } from '../../../contract/webhooks.ts';

/** The client choice that means "every client" (a source with clientId null). */
export const SHARED_CLIENT = 'shared';

const seconds = (message: string) =>
  z
    .string()
    .trim()
    .refine((text) => /^\d+$/.test(text) && Number(text) >= MIN_DATA_SECONDS && Number(text) <= 86_400, message);

const fieldSchema = z.object({
  key: z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, dataSourceMessages.fieldKeyInvalid),
  type: z.enum(dataFieldTypes, { error: dataSourceMessages.fieldTypeInvalid }),
  path: z.string().trim().regex(/^(\/([^~]|~[01])*)*$/, dataSourceMessages.pathInvalid),
});

/**
 * The data source form: the contract's rules with its numbers as the text typed (the server checks
 * the same, plus where a pull address points after DNS). A push source has no address, interval
 * or paths; they are kept in the form while the kind is switched, and left out of the request.
 */
export const dataSourceFormSchema = z
  .object({
    name: z.string().trim().min(1, dataSourceMessages.nameRequired).max(100, dataSourceMessages.nameTooLong),
    clientId: z.string(),
    kind: z.enum(dataSourceKinds, { error: dataSourceMessages.kindInvalid }),
    url: z.string(),
    intervalSeconds: z.string(),
    staleAfterSeconds: seconds(dataSourceMessages.staleTooShort),
    fields: z.array(fieldSchema).min(1, dataSourceMessages.fieldsRequired),
  })
  .superRefine((value, context) => {
    if (value.kind === 'pull') {
      if (value.url.trim() === '') context.addIssue({ code: 'custom', path: ['url'], message: dataSourceMessages.urlRequired });
      else {
        const url = webhookUrlSchema.safeParse(value.url.trim());
        if (!url.success) context.addIssue({ code: 'custom', path: ['url'], message: url.error.issues[0]?.message ?? dataSourceMessages.urlRequired });
      }
      if (!seconds('').safeParse(value.intervalSeconds).success) context.addIssue({ code: 'custom', path: ['intervalSeconds'], message: dataSourceMessages.intervalTooShort });
    }
    const seen = new Set<string>();
    value.fields.forEach((field, index) => {
      if (seen.has(field.key.trim())) context.addIssue({ code: 'custom', path: ['fields', index, 'key'], message: dataSourceMessages.fieldKeyTwice });
      seen.add(field.key.trim());
    });
  });

export type DataSourceFormValues = z.infer<typeof dataSourceFormSchema>;
export type DataSourceFormField = DataSourceFormValues['fields'][number];

export const emptyDataField: DataSourceFormField = { key: '', type: 'currency', path: '' };

/** A new source: push, shared, the default limit and one empty field. */
export const emptyDataSourceForm: DataSourceFormValues = {
  name: '',
  clientId: SHARED_CLIENT,
  kind: 'push',
  url: '',
  intervalSeconds: String(DEFAULT_PULL_INTERVAL_SECONDS),
  staleAfterSeconds: String(DEFAULT_STALE_AFTER_SECONDS),
  fields: [emptyDataField],
};

export function dataSourceFormOf(source: DataSource): DataSourceFormValues {
  return {
    name: source.name,
    clientId: source.clientId ?? SHARED_CLIENT,
    kind: source.kind,
    url: source.url ?? '',
    intervalSeconds: String(source.intervalSeconds ?? DEFAULT_PULL_INTERVAL_SECONDS),
    staleAfterSeconds: String(source.staleAfterSeconds),
    fields: source.fields.map((field) => ({ key: field.key, type: field.type, path: field.path ?? '' })),
  };
}

/** The request body; headers are left out, so an edit keeps the sealed ones. */
export function dataSourceRequestOf(values: DataSourceFormValues): DataSourceRequest {
  const pull = values.kind === 'pull';
  return {
    name: values.name.trim(),
    clientId: values.clientId === SHARED_CLIENT ? null : values.clientId,
    kind: values.kind,
    ...(pull ? { url: values.url.trim(), intervalSeconds: Number(values.intervalSeconds) } : {}),
    staleAfterSeconds: Number(values.staleAfterSeconds),
    fields: values.fields.map((field) => ({ key: field.key.trim(), type: field.type, ...(pull && field.path.trim() !== '' ? { path: field.path.trim() } : {}) })),
  };
}
