import styled from 'styled-components';
import { activityEntityTypes, type ActivityRecord } from '../../../contract/activity.ts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Checkbox,
  PageHeader,
  Select,
  ShowMore,
  TextField,
  vars,
  type RelativeTimeValue,
  type SelectOption,
} from '../../../ui-kit/index.ts';
import { ClientSearchFilter, type ClientSearchFilterState } from '../../shared/clientSearch/ClientSearchFilter.tsx';
import { PageStack } from '../../shared/lists/lists.styles.ts';
import { ActivityList } from '../../shared/activity/ActivityList.tsx';
import { entityLabel } from '../../shared/activity/activityTexts.ts';
import type { ActivityFilterFields } from './activityFilter.ts';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${vars.space[12]};
  align-items: end;
`;

/** "Any" clears a filter; a Select needs a non-empty value for it. */
export const ANY = 'any';

const entityTypeOptions: SelectOption[] = [
  { value: ANY, label: 'Any' },
  ...activityEntityTypes.map((type) => ({ value: type, label: entityLabel(type).replace(/^./, (letter) => letter.toUpperCase()) })),
];

export interface ActivityViewProps {
  fields: ActivityFilterFields;
  onFieldsChange: (fields: ActivityFilterFields) => void;
  /** Admins filter by person (the users list); client users see only their own client's records. */
  personOptions: SelectOption[] | null;
  /** Admins find a client on the server; null for client users (their own client is implied). */
  clientFilter: ClientSearchFilterState | null;
  /** The chosen client's venues; null until a client is chosen. */
  venueOptions: SelectOption[] | null;
  status: 'loading' | 'error' | 'ready';
  records: ActivityRecord[];
  total: number;
  /** More records than the count goes to. */
  totalCapped: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
  exporting: boolean;
  onExport: () => void;
  now?: RelativeTimeValue | undefined;
  openIds?: string[];
}

const withAny = (options: SelectOption[]): SelectOption[] => [{ value: ANY, label: 'Any' }, ...options];

/** /activity (docs/decisions.md#audit-records): who changed what and when, filtered, newest first, with a CSV export. */
export function ActivityView(props: ActivityViewProps) {
  const { fields, onFieldsChange, status, records, total, totalCapped } = props;
  const set = (key: keyof ActivityFilterFields, value: string | undefined) =>
    onFieldsChange({ ...fields, [key]: value === ANY || value === '' ? undefined : value, ...(key === 'clientId' ? { venueId: undefined } : {}) });
  return (
    <PageStack>
      <PageHeader
        title="Activity"
        description="Every change made in the portal: who, what, when, and what it was before."
        actions={
          <Button variant="outline" onClick={props.onExport} loading={props.exporting}>
            Export CSV
          </Button>
        }
      />
      <Card>
        <CardHeader title="Filters" />
        <CardContent>
          <Filters>
            {props.personOptions ? (
              <Select label="Person" options={withAny(props.personOptions)} value={fields.identityId ?? ANY} onValueChange={(value) => set('identityId', value)} />
            ) : null}
            <Select label="Type" options={entityTypeOptions} value={fields.entityType ?? ANY} onValueChange={(value) => set('entityType', value)} />
            {props.clientFilter ? (
              <ClientSearchFilter search={props.clientFilter} clientId={fields.clientId} onClientIdChange={(clientId) => set('clientId', clientId)} />
            ) : null}
            {props.venueOptions ? (
              <Select label="Venue" options={withAny(props.venueOptions)} value={fields.venueId ?? ANY} onValueChange={(value) => set('venueId', value)} />
            ) : null}
            <TextField label="From" type="date" value={fields.fromDate ?? ''} onChange={(event) => set('fromDate', event.target.value)} />
            <TextField label="To" type="date" value={fields.toDate ?? ''} onChange={(event) => set('toDate', event.target.value)} />
            <Checkbox
              label="Leave out sign-ins"
              checked={fields.changesOnly === 'true'}
              onChange={(event) => set('changesOnly', event.target.checked ? 'true' : undefined)}
            />
          </Filters>
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title="Changes"
          description={status === 'ready' ? `${total.toLocaleString('en')}${totalCapped ? '+' : ''} records` : undefined}
        />
        <CardContent>
          <ActivityList status={status} records={records} now={props.now} {...(props.openIds ? { openIds: props.openIds } : {})} />
          {status === 'ready' ? (
            <ShowMore shown={records.length} total={totalCapped ? total + 1 : total} onShowMore={props.onShowMore} loading={props.loadingMore} />
          ) : null}
        </CardContent>
      </Card>
    </PageStack>
  );
}
