import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { evenTicks, useBoxWidth } from '../../../shared/charts/useBoxWidth.ts';
import { vars } from '../../../../ui-kit/index.ts';
import { complianceReportTexts, type VenueSeries } from './complianceReportTexts.ts';

/**
 * One venue's chart: per day, the responsible-gambling seconds required (outlined bar) and played
 * (filled bar beside it), its screens added. visx like the reports page's chart, loaded lazily with
 * /compliance only; drawn at its box's width, so it fits a 390 px phone. The table under it holds
 * the same numbers for screen readers and keyboards; the legend names both bars in words.
 */
export interface ComplianceChartProps {
  days: VenueSeries['days'];
  label: string;
  /** Black on white for the printed page. */
  print?: boolean;
}

const DEFAULT_WIDTH = 720;
const HEIGHT = 200;
const MARGIN = { top: 12, right: 12, bottom: 32, left: 56 };
const TICK_SPACING_PX = 72;


const shortDay = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function ComplianceChart({ days, label, print = false }: ComplianceChartProps) {
  const { box, width } = useBoxWidth(DEFAULT_WIDTH);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: days.map((day) => day.date), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...days.flatMap((day) => [day.required, day.played]))], range: [innerHeight, 0], nice: true });
  const ticks = evenTicks(days.map((day) => day.date), innerWidth, TICK_SPACING_PX);
  const ink = print ? '#000' : vars.color.textMuted;
  const playedFill = print ? '#000' : vars.color.accent;
  const half = x.bandwidth() / 2;
  const heightOf = (value: number) => innerHeight - (y(value) ?? innerHeight);
  return (
    <div ref={box} style={{ overflow: 'hidden' }}>
      <svg role="img" aria-label={label} width={width} height={HEIGHT} style={{ display: 'block' }}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {days.map((day) => {
            const left = x(day.date) ?? 0;
            return (
              <g key={day.date}>
                <Bar x={left} y={innerHeight - heightOf(day.required)} width={half} height={heightOf(day.required)} fill="none" stroke={ink} strokeWidth={1} />
                <Bar x={left + half} y={innerHeight - heightOf(day.played)} width={half} height={heightOf(day.played)} fill={playedFill} />
              </g>
            );
          })}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(value) => `${Number(value).toLocaleString('en')} s`}
            stroke={ink}
            tickStroke={ink}
            tickLabelProps={{ fill: ink, fontSize: 12, textAnchor: 'end', dx: -4, dy: 4 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={ticks}
            tickFormat={(value) => shortDay(value)}
            stroke={ink}
            tickStroke={ink}
            tickLabelProps={{ fill: ink, fontSize: 12, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', fontSize: 12, color: ink }} aria-hidden="true">
        <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
          <span style={{ display: 'inline-block', width: 12, height: 12, boxSizing: 'border-box', border: `1px solid ${ink}` }} />
          {complianceReportTexts.required}
        </span>
        <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
          <span style={{ display: 'inline-block', width: 12, height: 12, background: playedFill }} />
          {complianceReportTexts.played}
        </span>
      </div>
    </div>
  );
}
