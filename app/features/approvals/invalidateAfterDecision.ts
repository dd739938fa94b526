import type { QueryClient } from '@tanstack/react-query';
import { activityKeys } from '../../api/activity.ts';
import { approvalKeys } from '../../api/approvals.ts';
import { assetKeys } from '../../api/assets.ts';
import { complianceKeys } from '../../api/compliance.ts';
import { fleetKeys } from '../../api/fleet.ts';
import { graphicsControllerKeys } from '../../api/graphicsControllers.ts';
import { homeKeys } from '../../api/home.ts';
import { scheduleKeys } from '../../api/schedules.ts';

/**
 * The queries a decision on a layout changes (docs/compliance.md#approval), marked stale so every
 * page that shows them reads them again, those on screen at once: the list of what waits, the
 * layout's approval state, its History (the decision is an audit record), and every place that says
 * a screen plays a version "Awaiting approval" (the /screens rows and page, a display's own answer,
 * the weeks' segments, home).
 */
export const DECIDED_QUERY_KEYS = [
  approvalKeys.list(),
  assetKeys.all,
  activityKeys.all,
  fleetKeys.all,
  graphicsControllerKeys.all,
  scheduleKeys.timelines,
  homeKeys.all,
  // Whether the mandatory slots have an approved layout to play (the compliance settings and home warnings).
  complianceKeys.rules,
] as const;

export async function invalidateAfterDecision(queryClient: QueryClient): Promise<void> {
  await Promise.all(DECIDED_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
