import type { identities } from '../db/schema.ts';

/**
 * An identity with its chosen venues (a venue-manager's, or a venue-limited viewer's; else none):
 * what the access rules read of a caller. Here rather than with the identity queries
 * (services/identities/identities.ts), which use the rules, so that neither imports the other.
 */
export type IdentityRow = typeof identities.$inferSelect & { venueIds: string[] };
