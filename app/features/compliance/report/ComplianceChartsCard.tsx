import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardHeader, Select, vars } from '../../../../ui-kit/index.ts';
import { complianceReportTexts as texts, type VenueSeries } from './complianceReportTexts.ts';

// The chart library loads with the first report that has rows, on /compliance only.
const ComplianceChart = lazy(() => import('./ComplianceChart.tsx').then((module) => ({ default: module.ComplianceChart })));

const ChartBox = styled.div`
  min-height: 12rem;
`;

const VenuePicker = styled.div`
  width: min(100%, 22rem);
  margin-bottom: ${vars.space[16]};
`;

export interface ComplianceChartsCardProps {
  /** The venues with something to draw, in the report's order. */
  venues: VenueSeries[];
  /** Per venue id, its days with a short screen (the table's Short rows, by day). */
  shortDays: ReadonlyMap<string, number>;
  from: string;
  to: string;
}

/**
 * The responsible-gambling seconds per day of one venue at a time. A venue group's report holds
 * dozens of venues: a chart each made the page tens of screens tall on a phone before its table.
 * With several, a picker names each venue with its short days and opens on the first that had one,
 * so the chart shows the problem before anyone chooses.
 */
export function ComplianceChartsCard({ venues, shortDays, from, to }: ComplianceChartsCardProps) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const firstShort = venues.find((venue) => (shortDays.get(venue.venueId) ?? 0) > 0);
  // A choice no longer in the report (another client, say) falls back as if none was made.
  const venue = venues.find((candidate) => candidate.venueId === chosenId) ?? firstShort ?? venues[0];
  if (!venue) return null;
  const several = venues.length > 1;
  return (
    <Card>
      <CardHeader title={several ? texts.chartsTitle : texts.chartTitle(venue.venueName)} />
      <CardContent>
        {several ? (
          <VenuePicker>
            <Select
              label={texts.chartVenue}
              value={venue.venueId}
              onValueChange={setChosenId}
              options={venues.map((option) => ({
                value: option.venueId,
                label: texts.chartVenueOption(option.venueName, shortDays.get(option.venueId) ?? 0),
              }))}
            />
          </VenuePicker>
        ) : null}
        <ChartBox>
          <Suspense fallback={null}>
            <ComplianceChart days={venue.days} label={texts.chartLabel(venue.venueName, from, to)} />
          </Suspense>
        </ChartBox>
      </CardContent>
    </Card>
  );
}
