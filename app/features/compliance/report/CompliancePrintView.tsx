import { lazy, Suspense } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import type { ComplianceReportItem } from '../../../../contract/complianceReport.ts';
import { Button, Spinner } from '../../../../ui-kit/index.ts';
import { zoneLabels } from '../../../shared/compliance/complianceTexts.ts';
import { complianceReportTexts as texts, dayLabel, openLabel, secondsLabel, seriesPerVenue, statusCounts, statusLabels } from './complianceReportTexts.ts';

const ComplianceChart = lazy(() => import('./ComplianceChart.tsx').then((module) => ({ default: module.ComplianceChart })));

/**
 * The printable view (`/compliance?print=true`) to hand an inspector: a white sheet over the whole
 * window (no navigation), black on white whatever the theme, headed with the venue, the period and
 * when it was generated, then per venue its chart and every row. Printed, only the sheet shows and
 * its buttons do not.
 */
const PrintOnlyTheSheet = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    [data-print-sheet], [data-print-sheet] * { visibility: visible; }
    [data-print-sheet] { position: absolute; inset: 0 auto auto 0; overflow: visible; }
    [data-print-hidden] { display: none !important; }
  }
`;

const Sheet = styled.main`
  position: fixed;
  inset: 0;
  z-index: 1000;
  overflow: auto;
  background: #fff;
  color: #000;
  padding: 24px;
  font-family: system-ui, sans-serif;
  font-size: 13px;

  h1 {
    font-size: 22px;
    margin: 0 0 4px;
  }
  h2 {
    font-size: 16px;
    margin: 24px 0 8px;
    break-after: avoid;
  }
  p {
    margin: 0 0 4px;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 16px;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    border: 1px solid #000;
    padding: 4px 6px;
    text-align: left;
    vertical-align: top;
  }
  th {
    font-weight: 600;
  }
  margin-top: 12px;
  td[data-number] {
    text-align: right;
  }
  tr {
    break-inside: avoid;
  }
`;

export interface CompliancePrintViewProps {
  from: string;
  to: string;
  status: 'loading' | 'error' | 'ready';
  items: ComplianceReportItem[] | null;
  /** When the answer arrived, as the sheet says it (the person's own clock, with its zone). */
  generatedAt: string;
  onPrint: () => void;
  onBack: () => void;
}

export function CompliancePrintView({ from, to, status, items, generatedAt, onPrint, onBack }: CompliancePrintViewProps) {
  const venues = seriesPerVenue(items ?? []);
  const counts = statusCounts(items ?? []);
  const { columns } = texts;
  return (
    <Sheet data-print-sheet aria-label={texts.printHeading}>
      <PrintOnlyTheSheet />
      <Bar data-print-hidden>
        <Button onClick={onPrint} disabled={status !== 'ready'}>
          {texts.printNow}
        </Button>
        <Button variant="outline" onClick={onBack}>
          {texts.backToReport}
        </Button>
      </Bar>
      <h1>
        {texts.printHeading}: {venues.length > 0 ? texts.printVenues(venues.map((venue) => venue.venueName)) : texts.emptyTitle}
      </h1>
      <p>{texts.printPeriod(dayLabel(from), dayLabel(to))}</p>
      {status === 'ready' ? (
        <>
          <p>{texts.printGenerated(generatedAt)}</p>
          <p>{texts.summary(counts.ok, counts.short, counts['no-data'], counts.forbidden)}</p>
          <p>{texts.localTimeNote}</p>
        </>
      ) : status === 'loading' ? (
        <Spinner label="Loading the report" />
      ) : (
        <p role="alert">{texts.errorTitle}</p>
      )}
      {venues.map((venue) => (
        <section key={venue.venueId} aria-label={venue.venueName}>
          <h2>{venue.venueName}</h2>
          <Suspense fallback={null}>
            <ComplianceChart days={venue.days} label={texts.chartLabel(venue.venueName, from, to)} print />
          </Suspense>
          <Table>
            <thead>
              <tr>
                <th scope="col">{columns.date}</th>
                <th scope="col">{columns.screen}</th>
                <th scope="col">{columns.zone}</th>
                <th scope="col">{columns.open}</th>
                <th scope="col">{columns.required}</th>
                <th scope="col">{columns.played}</th>
                <th scope="col">{columns.forbidden}</th>
                <th scope="col">{columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {(items ?? [])
                .filter((item) => item.venueId === venue.venueId)
                .map((item) => (
                  <tr key={`${item.displayId} ${item.date}`}>
                    <td>{dayLabel(item.date)}</td>
                    <td>{item.displayLabel}</td>
                    <td>{zoneLabels[item.zone]}</td>
                    <td data-number>{openLabel(item.openMinutes)}</td>
                    <td data-number>{secondsLabel(item.mandatorySecondsRequired)}</td>
                    <td data-number>{secondsLabel(item.mandatorySecondsPlayed)}</td>
                    <td data-number>{item.forbiddenPlays}</td>
                    <td>{statusLabels[item.status]}</td>
                  </tr>
                ))}
            </tbody>
          </Table>
        </section>
      ))}
    </Sheet>
  );
}
