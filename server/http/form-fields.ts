import type * as z from 'zod';

/**
 * Reads one text value of an upload's form or query (multipart routes cannot declare a zod body)
 * through the contract's schema of that field: the clean value, or its messages added to `errors`
 * under `key`, so every field of the form is reported in one 400 as a JSON body's would be.
 */
export function readFormField<T>(
  schema: z.ZodType<T, string>,
  raw: string,
  key: string,
  errors: Record<string, string[]>,
): T | null {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  errors[key] = [...new Set(parsed.error.issues.map((issue) => issue.message))];
  return null;
}
