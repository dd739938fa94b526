import { useQuery } from '@tanstack/react-query';
import { approvalsQuery } from '../../api/approvals.ts';
import { ApprovalsView } from '../../features/approvals/ApprovalsView.tsx';

/** /approvals: what waits for a decision (docs/permissions.md#approvals), for those who hold approvals.decide. */
export function ApprovalsRoute() {
  const query = useQuery(approvalsQuery());
  return <ApprovalsView status={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'} items={query.data ?? []} />;
}
