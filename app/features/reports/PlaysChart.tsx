import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { evenTicks, useBoxWidth } from '../../shared/charts/useBoxWidth.ts';
import { vars } from '../../../ui-kit/index.ts';
import { periodLabel } from './reportTexts.ts';

/**
 * The report's bar chart: plays per day or hour, every group added. visx (d3's scales
 * and plain SVG) rather than a whole charting kit: this file is loaded lazily, on /reports only.
 * The SVG is drawn at its box's width (a 390 px phone as well as a desktop), so its labels keep
 * their size; the table under it carries the same numbers for screen readers and keyboards.
 */
export interface PlaysChartProps {
  /** Plays per period (reportTexts.ts periodOf: each venue's local date, and hour). */
  data: Array<{ period: string; plays: number }>;
  /** The chart's accessible name (a summary of what it shows). */
  label: string;
}

const DEFAULT_WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 12, bottom: 36, left: 48 };
/** Room for one label under the bars ("26 Nov 14:00"). */
const TICK_SPACING_PX = 96;


export function PlaysChart({ data, label }: PlaysChartProps) {
  const { box, width } = useBoxWidth(DEFAULT_WIDTH);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: data.map((item) => item.period), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...data.map((item) => item.plays))], range: [innerHeight, 0], nice: true });
  const ticks = evenTicks(data.map((item) => item.period), innerWidth, TICK_SPACING_PX);
  const axisColor = vars.color.textMuted;
  return (
    <div ref={box} style={{ overflow: 'hidden' }}>
      <svg role="img" aria-label={label} width={width} height={HEIGHT} style={{ display: 'block' }}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {data.map((item) => {
            const barHeight = innerHeight - (y(item.plays) ?? innerHeight);
            return (
              <Bar
                key={item.period}
                x={x(item.period) ?? 0}
                y={innerHeight - barHeight}
                width={x.bandwidth()}
                height={barHeight}
                fill={vars.color.accent}
                rx={2}
              />
            );
          })}
          <AxisLeft
            scale={y}
            numTicks={5}
            tickFormat={(value) => Number(value).toLocaleString('en')}
            stroke={axisColor}
            tickStroke={axisColor}
            tickLabelProps={{ fill: axisColor, fontSize: 12, textAnchor: 'end', dx: -4, dy: 4 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={ticks}
            tickFormat={(value) => periodLabel(value).replace(/ \d{4}$/, '')}
            stroke={axisColor}
            tickStroke={axisColor}
            tickLabelProps={{ fill: axisColor, fontSize: 12, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
    </div>
  );
}
