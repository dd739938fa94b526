import * as z from 'zod';

/** A region (SPEC §3): reference data seeded by a migration. */
export const regionSchema = z.object({ id: z.uuid(), name: z.string() });
export type Region = z.infer<typeof regionSchema>;

/** GET /api/regions: every region, sorted by name. */
export const regionListSchema = z.array(regionSchema);
