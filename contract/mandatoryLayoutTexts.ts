/**
 * The words for mandatory responsible-gambling slots with no layout to play
 * (docs/compliance.md#approval), shared by the server's refusal and the browser's warnings; apart
 * from complianceRules.ts so the home page's chunk carries no schema for them.
 */

/** Said where the mandatory slots have no approved layout to play, and when an unapproved one is chosen for them. */
export const MANDATORY_LAYOUT_NOT_APPROVED = 'Responsible-gambling layout not approved';
/** Said where a rule set lays mandatory slots and no responsible-gambling layout exists at all. */
export const MANDATORY_LAYOUT_MISSING = 'No responsible-gambling layout';
