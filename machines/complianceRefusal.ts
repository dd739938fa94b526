import type { Violation } from '../contract/complianceRules.ts';
import { problemFromError } from '../contract/problems.ts';

const isViolation = (value: unknown): value is Violation => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['displayId', 'displayLabel', 'venueId', 'venueName', 'zone', 'category', 'jurisdiction'].every((key) => typeof record[key] === 'string');
};

/**
 * The screens a save was refused on (409 "Not allowed on these screens", docs/compliance.md#how-the-portal-applies-them),
 * or null when the failure is another one. Without zod: the forms that read it load with their pages.
 */
export function violationsOf(error: unknown): Violation[] | null {
  const problem = problemFromError(error);
  if (problem?.status !== 409) return null;
  const { violations } = problem as { violations?: unknown };
  return Array.isArray(violations) && violations.length > 0 && violations.every(isViolation) ? violations : null;
}
