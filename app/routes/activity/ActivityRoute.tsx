import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { activityPages, downloadActivityCsv } from '../../api/activity.ts';
import { identityOptionsQuery } from '../../api/identities.ts';
import { usePagedList } from '../../api/paging.ts';
import { ACTIVITY_LOAD_ERROR_TITLE } from '../../shared/activity/activityTexts.ts';
import { ACTIVITY_FILTER_KEYS, filterOf } from '../../features/activity/activityFilter.ts';
import { ActivityView } from '../../features/activity/ActivityView.tsx';
import { useClientVenueOptions } from '../../features/venues/useClientVenueOptions.ts';
import { useAddressFields } from '../../routing/useAddressFields.ts';
import { usePermission } from '../../session/usePermission.ts';
import { useErrorToast } from '../../toasts/useErrorToast.ts';

/** /activity: the audit records the person may see; the filters live in the address, so History's "All activity" links here. */
export function ActivityRoute() {
  const [fields, setFields] = useAddressFields(ACTIVITY_FILTER_KEYS);
  const filter = filterOf(fields);
  const list = usePagedList(activityPages(filter));
  useErrorToast(list.error, ACTIVITY_LOAD_ERROR_TITLE);
  const { clientFilter, venueOptions } = useClientVenueOptions(fields.clientId);
  // The Person filter lists people: only for those who may read them (GET /api/identities, people.read).
  const readsPeople = usePermission('people.read');
  const people = useQuery({ ...identityOptionsQuery(), enabled: readsPeople });
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
