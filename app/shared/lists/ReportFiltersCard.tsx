import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, CardContent, CardHeader, Select, TextField, vars, type SelectOption } from '../../../ui-kit/index.ts';
import { ClientSearchFilter, type ClientSearchFilterState } from '../clientSearch/ClientSearchFilter.tsx';
import { ListTip } from './lists.styles.ts';

/** "Any" clears a filter; a Select needs a non-empty value for it. */
export const ANY = 'any';

/** What every report filters on: each venue's local dates (YYYY-MM-DD), and optionally a client and a venue. */
export interface ReportRangeFields {
  from: string;
  to: string;
  clientId?: string | undefined;
  venueId?: string | undefined;
}

/** The words a report gives its filters. */
export interface ReportFilterTexts {
  filtersTitle: string;
  from: string;
  to: string;
  venue: string;
  any: string;
  localTimeNote: string;
}

export interface ReportFiltersCardProps<Fields extends ReportRangeFields> {
  fields: Fields;
  onFieldsChange: (fields: Fields) => void;
  /** Admins find a client on the server; client users see their own only (null: no field). */
  clientFilter: ClientSearchFilterState | null;
  /** The chosen (or own) client's venues; null until there is a client. */
  venueOptions: SelectOption[] | null;
  /** What is wrong with the dates (the report is not asked for until they are right). */
  rangeError: string | null;
  texts: ReportFilterTexts;
  /** The report's own fields, between the dates and the client. */
  children?: ReactNode;
}

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${vars.space[12]};
  align-items: start;
`;

/** The filters of /reports and /compliance: dates, the report's own fields, client and venue; changing the client clears the venue. */
export function ReportFiltersCard<Fields extends ReportRangeFields>({
  fields,
  onFieldsChange,
  clientFilter,
  venueOptions,
  rangeError,
  texts,
  children,
}: ReportFiltersCardProps<Fields>) {
  const set = <K extends keyof ReportRangeFields>(key: K, value: Fields[K]) =>
    onFieldsChange({ ...fields, [key]: value, ...(key === 'clientId' ? { venueId: undefined } : {}) });
  return (
    <Card>
      <CardHeader title={texts.filtersTitle} />
      <CardContent>
        <Filters>
          <TextField label={texts.from} type="date" value={fields.from} onChange={(event) => set('from', event.target.value)} />
          <TextField
            label={texts.to}
            type="date"
            value={fields.to}
            onChange={(event) => set('to', event.target.value)}
            {...(rangeError ? { error: rangeError } : {})}
          />
          {children}
          {clientFilter ? <ClientSearchFilter search={clientFilter} clientId={fields.clientId} onClientIdChange={(clientId) => set('clientId', clientId)} /> : null}
          {venueOptions ? (
            <Select
              label={texts.venue}
              options={[{ value: ANY, label: texts.any }, ...venueOptions]}
              value={fields.venueId ?? ANY}
              onValueChange={(value) => set('venueId', value === ANY ? undefined : value)}
            />
          ) : null}
        </Filters>
        <ListTip>{texts.localTimeNote}</ListTip>
      </CardContent>
    </Card>
  );
}

/** A report that could not be loaded, with the way to ask again. */
export function ReportLoadError({ texts, onRetry }: { texts: { errorTitle: string; errorDescription: string; retry: string }; onRetry: () => void }) {
  return (
    <Alert variant="destructive" title={texts.errorTitle}>
      <p>{texts.errorDescription}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {texts.retry}
      </Button>
    </Alert>
  );
}
