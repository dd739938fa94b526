import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { Permission } from '../../../contract/permissions.ts';
import { selectIdentity } from '../../../machines/session.selectors.ts';
import { latestActivityQuery } from '../../api/activity.ts';
import { ruleSetsQuery } from '../../api/compliance.ts';
import { homeSummaryQuery } from '../../api/home.ts';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { useHoldsAny } from '../../session/PermissionsContext.ts';
import { usePermission } from '../../session/usePermission.ts';
import { HomeView } from '../../features/home/HomeView.tsx';
import { queryStatus } from '../../api/queryStatus.ts';

/** `/` for every signed-in person: the home page, greeting by name with `?welcome=true`. */
export function HomeRoute() {
  const identity = useSelector(useSessionActor(), selectIdentity);
  const [params] = useSearchParams();
  const summary = useQuery(homeSummaryQuery());
  // Only those who read the activity log see its latest changes (a designer's would be a 403):
  // changes only, as the card says, or every sign-in of the group's people would fill it.
  const readsActivity = usePermission('activity.read');
  const recent = useQuery({ ...latestActivityQuery({ changesOnly: true }), enabled: readsActivity });
  const opens = { screens: usePermission('fleet.read'), compliance: usePermission('reports.read'), dataSources: usePermission('data.read') };
  // Those who read the rule sets (admins, approvers) are warned when mandatory slots have nothing approved to play.
  const readsRules = usePermission('compliance.read');
  const ruleSets = useQuery({ ...ruleSetsQuery(), enabled: readsRules });
  // The first-run steps each ask for their own permission (app/features/home/firstRunSteps.ts).
  const holdsAny = useHoldsAny();
  const may = useCallback((permission: Permission) => holdsAny([permission]), [holdsAny]);
  const ownClientId = identity?.identityType === 'ClientIdentity' ? identity.clientId : null;
  // The rule sets' warning leads the page: the cards wait for it too, or its arrival would push them down.
  const rulesPending = readsRules && ruleSets.isPending;
  return (
    <HomeView
      name={identity?.name ?? ''}
      may={may}
      welcome={params.get('welcome') === 'true'}
      summary={rulesPending ? { status: 'loading', data: undefined } : { status: queryStatus(summary), data: summary.data }}
      recent={readsActivity ? { status: queryStatus(recent), records: recent.data?.items ?? [] } : null}
      opens={opens}
      ownClientHref={ownClientId ? `/clients/${ownClientId}` : null}
      ruleSets={readsRules ? ruleSets.data?.items : undefined}
    />
  );
}
