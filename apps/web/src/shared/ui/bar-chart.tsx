import { lazy, Suspense, useEffect, useId, useState } from 'react';
import './bar-chart.css';

export interface BarSeries {
  /** Stable key, also used in test ids. */
  key: string;
  /** Already translated legend text. */
  label: string;
  /** CSS colour of the bars. */
  color: string;
  /** One value per category, in the same order as `categories`. */
  values: readonly number[];
}

export interface BarChartProps {
  /** Accessible name of the chart (becomes the figure caption of the hidden table). */
  title: string;
  /** Category labels shown under each group, e.g. formatted days. */
  categories: readonly string[];
  /** 1 to 3 series; each group shows one bar per series. */
  series: readonly BarSeries[];
  /** Header of the category column in the hidden table, e.g. "Date". */
  categoryLabel: string;
  /** Shown instead of the plot when there are no categories. */
  emptyText?: string;
  height?: number;
  /** Formats numbers for axis and table (defaults to the browser locale). */
  formatValue?: (value: number) => string;
}

/**
 * The drawing (recharts) is its own chunk, fetched when a chart first shows: never part of the
 * dashboard's first load, and the figures (the table, the page's numbers) come first.
 */
const Plot = lazy(() => import('./bar-chart-plot'));

const PAD_X = 52;
const GROUP_MIN_WIDTH = 28;

/**
 * The width the chart has to fill; the bars widen to use it and scroll when they cannot fit.
 * A callback ref: the box appears only once there are figures (an empty chart has none), and the
 * observer must start then, not at the first render.
 */
function useWidth<T extends HTMLElement>() {
  const [el, setEl] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return [setEl, width] as const;
}

/**
 * Grouped bars per category (day) for 1-3 series, with a value axis, category labels and a
 * legend. Screen readers get a visually hidden table of the same figures; the drawing itself is
 * aria-hidden so the numbers are not read twice. The plot stays left-to-right (time order)
 * in RTL languages; legend and table follow the page direction.
 */
export function BarChart({
  title,
  categories,
  series,
  categoryLabel,
  emptyText,
  height = 240,
  formatValue = (v) => v.toLocaleString(),
}: BarChartProps) {
  const id = useId();
  const [box, available] = useWidth<HTMLDivElement>();
  if (categories.length === 0) {
    return (
      <div className="cc-bar-chart">
        <div className="cc-bar-chart__empty">{emptyText}</div>
      </div>
    );
  }
  const fitted = (available - PAD_X) / categories.length;
  const groupWidth = Math.max(GROUP_MIN_WIDTH, series.length * 12 + 10, Math.min(fitted, 120));
  const width = Math.max(available, PAD_X + categories.length * groupWidth);
  const placeholder = <div className="cc-bar-chart__placeholder" style={{ height }} />;

  return (
    <figure className="cc-bar-chart" aria-labelledby={`${id}-cap`} style={{ margin: 0 }}>
      <div
        className="cc-bar-chart__scroll"
        ref={box}
        // A plot wider than its box scrolls sideways; keyboard users need a stop to scroll it.
        {...(width > available + 1 && available > 0
          ? { tabIndex: 0, role: 'group', 'aria-labelledby': `${id}-cap` }
          : {})}
      >
        {available > 0 ? (
          <Suspense fallback={placeholder}>
            <Plot
              categories={categories}
              series={series}
              width={width}
              height={height}
              groupWidth={groupWidth}
              formatValue={formatValue}
            />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <ul className="cc-bar-chart__legend" aria-hidden="true">
        {series.map((s) => (
          <li key={s.key}>
            <span className="cc-bar-chart__swatch" style={{ background: s.color }} />
            {s.label}
          </li>
        ))}
      </ul>
      <table className="cc-visually-hidden">
        <caption id={`${id}-cap`}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((cat, ci) => (
            <tr key={cat}>
              <th scope="row">{cat}</th>
              {series.map((s) => (
                <td key={s.key}>{formatValue(s.values[ci] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
