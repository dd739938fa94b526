import * as z from 'zod';
import { jurisdictionSchema } from './compliance.ts';

/**
 * A region (docs/product.md#entities): reference data seeded by a migration. `timeZone` (IANA, docs/scheduling.md#local-time) is the
 * clock its venues' open hours are read on; the portal needs it for a takeover "until closing".
 */
export const regionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  timeZone: z.string(),
  /** Whose gaming laws its venues answer to, or null: the `default` rule set (docs/compliance.md). */
  jurisdiction: jurisdictionSchema.nullable(),
});
export type Region = z.infer<typeof regionSchema>;

/** GET /api/regions: every region, sorted by name. */
export const regionListSchema = z.array(regionSchema);
