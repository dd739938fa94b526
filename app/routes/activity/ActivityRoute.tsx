import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_PAGE_SIZE } from '../../../contract/paging.ts';
import { identityPageSchema } from '../../../contract/identities.ts';
import { activityKeys, downloadActivityCsv, fetchActivityPage } from '../../api/activity.ts';
import { request } from '../../api/client.ts';
import { usePagedList } from '../../api/paging.ts';
import { ACTIVITY_LOAD_ERROR_TITLE } from '../../shared/activity/activityTexts.ts';
import { ActivityView, filterOf } from '../../features/activity/ActivityView.tsx';
import { useClientVenueOptions } from '../../features/venues/useClientVenueOptions.ts';
import { useAddressFields } from '../../routing/useAddressFields.ts';
import { usePermission } from '../../session/usePermission.ts';
import { useErrorToast } from '../../toasts/useErrorToast.ts';

const FIELD_KEYS = ['identityId', 'entityType', 'clientId', 'venueId', 'fromDate', 'toDate'] as const;

/** /activity: the audit records the person may see; the filters live in the address, so History's "All activity" links here. */
export function ActivityRoute() {
  const [fields, setFields] = useAddressFields(FIELD_KEYS);
  const [params] = useSearchParams();
  // An asset's or display's History links here by entity: kept, though no field shows it.
  const entityId = params.get('entityId')?.split(',').filter(Boolean);
  const filter = { ...filterOf(fields), ...(entityId?.length ? { entityId } : {}) };
  const list = usePagedList(activityKeys.list(filter), (offset, signal) => fetchActivityPage(filter, offset, signal));
  useErrorToast(list.error, ACTIVITY_LOAD_ERROR_TITLE);
  const { clientFilter, venueOptions } = useClientVenueOptions(fields.clientId);
  // The Person filter lists people: only for those who may read them (GET /api/identities, people.read).
  const readsPeople = usePermission('people.read');
  const people = useQuery({
    queryKey: ['identities', 'options'],
    queryFn: ({ signal }) => request(`/api/identities?offset=0&limit=${MAX_PAGE_SIZE}`, { response: identityPageSchema, signal }),
    enabled: readsPeople,
  });
  const [exporting, setExporting] = useState(false);

  return (
    <ActivityView
      fields={fields}
      onFieldsChange={setFields}
      personOptions={readsPeople ? (people.data?.items ?? []).map((person) => ({ value: person.id, label: person.name })) : null}
      clientFilter={clientFilter}
      venueOptions={venueOptions}
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
