import { Bar, CartesianGrid, BarChart as Chart, Tooltip, XAxis, YAxis } from 'recharts';
import type { BarSeries } from './bar-chart';
import { labelLines, niceScale } from './bar-chart-scale';

export interface PlotProps {
  categories: readonly string[];
  series: readonly BarSeries[];
  width: number;
  height: number;
  groupWidth: number;
  formatValue: (value: number) => string;
}

const LINE_PX = 13;
const PAD = { top: 12, right: 12, left: 0 };

/** A category label broken into lines that fit its group (SVG text cannot wrap by itself). */
function CategoryTick(props: {
  x?: number | string;
  y?: number | string;
  payload?: { value: string };
  groupWidth: number;
}) {
  const lines = labelLines(String(props.payload?.value ?? ''), props.groupWidth - 6);
  return (
    <text
      x={Number(props.x)}
      y={Number(props.y) + 12}
      textAnchor="middle"
      className="cc-bar-chart__axis-text"
    >
      {lines.map((line, i) => (
        <tspan key={line} x={Number(props.x)} dy={i === 0 ? 0 : LINE_PX}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/**
 * The drawing of the shared bar chart, on recharts: its own chunk, loaded after the figures
 * (bar-chart.tsx shows the hidden table and a placeholder first). The SVG is hidden from
 * screen readers and takes no keyboard stop of its own (no accessibility layer): the table
 * beside it says the same.
 */
export default function BarChartPlot({
  categories,
  series,
  width,
  height,
  groupWidth,
  formatValue,
}: PlotProps) {
  const data = categories.map((name, ci) => ({
    name,
    ...Object.fromEntries(series.map((s) => [s.key, s.values[ci] ?? 0])),
  }));
  const { max, step } = niceScale(Math.max(0, ...series.flatMap((s) => s.values)));
  const ticks = Array.from({ length: max / step + 1 }, (_, i) => i * step);
  const lines = Math.max(...categories.map((c) => labelLines(c, groupWidth - 6).length));
  return (
    <div aria-hidden="true">
      <Chart
        width={width}
        height={height}
        data={data}
        margin={PAD}
        accessibilityLayer={false}
        barCategoryGap="20%"
      >
        <CartesianGrid vertical={false} stroke="#e5e7eb" />
        <XAxis
          dataKey="name"
          interval="preserveStartEnd"
          height={24 + (lines - 1) * LINE_PX}
          tickLine={false}
          tick={(p) => <CategoryTick {...p} groupWidth={groupWidth} />}
        />
        <YAxis
          domain={[0, max]}
          ticks={ticks}
          allowDecimals={false}
          width={40}
          tickFormatter={(v: number) => formatValue(v)}
          tick={{ className: 'cc-bar-chart__axis-text' }}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip formatter={(v) => formatValue(Number(v))} isAnimationActive={false} />
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={s.color}
            radius={[2, 2, 0, 0]}
            maxBarSize={28}
            isAnimationActive={false}
          />
        ))}
      </Chart>
    </div>
  );
}
