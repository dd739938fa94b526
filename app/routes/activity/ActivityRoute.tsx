import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_PAGE_SIZE } from '../../../contract/paging.ts';
import { venuePageSchema } from '../../../contract/venues.ts';
import { identityPageSchema } from '../../../contract/identities.ts';
import { selectIdentity } from '../../../machines/session.selectors.ts';
import { activityKeys, downloadActivityCsv, fetchActivityPage } from '../../api/activity.ts';
import { request } from '../../api/client.ts';
import { clientOptionsQuery } from '../../api/clients.ts';
import { usePagedList } from '../../api/paging.ts';
import { ACTIVITY_LOAD_ERROR_TITLE } from '../../features/activity/activityTexts.ts';
import { ActivityView, filterOf, type ActivityFilterFields } from '../../features/activity/ActivityView.tsx';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { useErrorToast } from '../../toasts/useErrorToast.ts';

const FIELD_KEYS = ['identityId', 'entityType', 'clientId', 'venueId', 'fromDate', 'toDate'] as const;

/** /activity: the audit records the person may see; the filters live in the address, so History's "All activity" links here. */
export function ActivityRoute() {
  const identity = useSelector(useSessionActor(), selectIdentity);
  const isAdmin = identity?.identityType === 'Admin';
  const ownClientId = identity?.identityType === 'ClientIdentity' ? identity.clientId : null;
  const [params, setParams] = useSearchParams();
  const fields: ActivityFilterFields = Object.fromEntries(FIELD_KEYS.map((key) => [key, params.get(key) ?? undefined]));
  // An asset's or display's History links here by entity: kept, though no field shows it.
  const entityId = params.get('entityId')?.split(',').filter(Boolean);
  const filter = { ...filterOf(fields), ...(entityId?.length ? { entityId } : {}) };
  const list = usePagedList(activityKeys.list(filter), (offset, signal) => fetchActivityPage(filter, offset, signal));
  useErrorToast(list.error, ACTIVITY_LOAD_ERROR_TITLE);
  const people = useQuery({
    queryKey: ['identities', 'options'],
    queryFn: ({ signal }) => request(`/api/identities?offset=0&limit=${MAX_PAGE_SIZE}`, { response: identityPageSchema, signal }),
    enabled: isAdmin,
  });
  const clients = useQuery({ ...clientOptionsQuery(), enabled: isAdmin });
  const venueClientId = ownClientId ?? fields.clientId;
  const venues = useQuery({
    queryKey: ['clients', 'detail', venueClientId, 'venues', 'options'],
    queryFn: ({ signal }) =>
      request(`/api/clients/${encodeURIComponent(venueClientId ?? '')}/venues?offset=0&limit=${MAX_PAGE_SIZE}`, { response: venuePageSchema, signal }),
    enabled: venueClientId !== undefined && venueClientId !== null,
  });
  const [exporting, setExporting] = useState(false);

  const onFieldsChange = (next: ActivityFilterFields) => {
    const search = new URLSearchParams();
    for (const key of FIELD_KEYS) {
      const value = next[key];
      if (value) search.set(key, value);
    }
    if (entityId?.length) search.set('entityId', entityId.join(','));
    setParams(search, { replace: true });
  };

  return (
    <ActivityView
      fields={fields}
      onFieldsChange={onFieldsChange}
      personOptions={isAdmin ? (people.data?.items ?? []).map((person) => ({ value: person.id, label: person.name })) : null}
      clientOptions={isAdmin ? (clients.data?.items ?? []).map((client) => ({ value: client.id, label: client.name })) : null}
      venueOptions={venueClientId ? (venues.data?.items ?? []).map((venue) => ({ value: venue.id, label: venue.name })) : null}
      status={list.status}
      records={list.items}
      total={list.total}
      totalCapped={false}
      loadingMore={list.loadingMore}
      onShowMore={list.showMore}
      exporting={exporting}
      onExport={() => {
        setExporting(true);
        void downloadActivityCsv(filter).finally(() => setExporting(false));
      }}
    />
  );
}
