// Loaded with /settings/compliance only, not with every screen that names a zone or category.
/** Restore defaults (docs/compliance.md#where-people-set-them). */
export const RESTORE_DEFAULTS_DESCRIPTION =
  'Every change an admin made to these rules is replaced by the shipped defaults, which follow the portal from now on. Entries the defaults forbid are skipped on those screens.';
export const RULES_RESTORED = 'Shipped rules restored';
export const RULES_RESTORE_FAILED = 'Error restoring the shipped rules';
