import { useQuery } from '@tanstack/react-query';
import { approvalsQuery } from '../../api/approvals.ts';
import { ApprovalsView } from '../../features/approvals/ApprovalsView.tsx';
import { queryStatus } from '../../api/queryStatus.ts';

/** /approvals: what waits for a decision (docs/permissions.md#approvals), for those who hold approvals.decide. */
export function ApprovalsRoute() {
  const query = useQuery(approvalsQuery());
  return <ApprovalsView status={queryStatus(query)} items={query.data ?? []} />;
}
