import { useEffect, useId, useRef, useState } from 'react';
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

const PAD = { top: 12, right: 12, bottom: 36, left: 40 };
const GROUP_MIN_WIDTH = 28;
/** A generous width of one 11 px character (Latin, Thai and Arabic all fit under it). */
const CHAR_PX = 6.5;
const LINE_PX = 13;
const MAX_LABEL_LINES = 3;

/**
 * A category label broken between words into lines that fit `width` (at most three; a single
 * long word stays whole). The SVG text cannot wrap by itself, and the labels of a few wide
 * categories ("over 180 days" in Arabic on a phone) otherwise run into each other.
 */
export function labelLines(label: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines.at(-1);
    if (
      last !== undefined &&
      (`${last} ${word}`.length * CHAR_PX <= width || lines.length === MAX_LABEL_LINES)
    )
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const lineWidth = (lines: string[]) => Math.max(...lines.map((l) => l.length * CHAR_PX));

/** The width the chart has to fill; the bars widen to use it and scroll when they cannot fit. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A friendly axis for counts: a whole step of 1, 2 or 5 times a power of ten giving about five
 * ticks, and the top as the first step at or above the largest value.
 */
export function niceScale(largest: number): { max: number; step: number } {
  if (largest <= 0) return { max: 4, step: 1 };
  const raw = largest / 5;
  const exp = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, ([1, 2, 5, 10].find((f) => f * exp >= raw) ?? 10) * exp);
  return { max: Math.ceil(largest / step) * step, step };
}

/**
 * Grouped bars per category (day) for 1-3 series, with a value axis, category labels and a
 * legend. Screen readers get a visually hidden table of the same figures; the SVG itself is
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
  const { max, step } = niceScale(Math.max(0, ...series.flatMap((s) => s.values)));
  const fitted = (available - PAD.left - PAD.right) / categories.length;
  const groupWidth = Math.max(GROUP_MIN_WIDTH, series.length * 12 + 10, Math.min(fitted, 120));
  const width = PAD.left + PAD.right + categories.length * groupWidth;
  const labels = categories.map((cat) => labelLines(cat, groupWidth - 6));
  const extraLines = Math.max(...labels.map((l) => l.length)) - 1;
  const bottom = PAD.bottom + extraLines * LINE_PX;
  const plotH = height - PAD.top - bottom;
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const ticks = Array.from({ length: max / step + 1 }, (_, i) => i * step);
  const barW = Math.min(28, (groupWidth - 8) / Math.max(1, series.length));
  const barsW = barW * series.length;
  // Thin the labels when days are dense so they do not overlap.
  const labelEvery = Math.max(1, Math.ceil((Math.max(...labels.map(lineWidth)) + 8) / groupWidth));

  return (
    <figure className="cc-bar-chart" aria-labelledby={`${id}-cap`} style={{ margin: 0 }}>
      <div
        className="cc-bar-chart__scroll"
        ref={box}
        // A plot wider than its box scrolls sideways; keyboard users need a stop to scroll it.
        {...(width > available ? { tabIndex: 0, role: 'group', 'aria-labelledby': `${id}-cap` } : {})}
      >
        <svg width={width} height={height} aria-hidden="true" focusable="false" style={{ minWidth: '100%' }}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                className="cc-bar-chart__grid"
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
              />
              <text className="cc-bar-chart__axis-text" x={PAD.left - 6} y={y(tick) + 4} textAnchor="end">
                {formatValue(tick)}
              </text>
            </g>
          ))}
          {categories.map((cat, ci) => {
            // Bars sit in the middle of their day's slot when the slot is wider than they need.
            const gx = PAD.left + ci * groupWidth + (groupWidth - barsW) / 2;
            return (
              <g key={cat}>
                {series.map((s, si) => {
                  const v = s.values[ci] ?? 0;
                  return (
                    <rect
                      key={s.key}
                      x={gx + si * barW}
                      y={y(v)}
                      width={Math.max(1, barW - 2)}
                      height={Math.max(0, PAD.top + plotH - y(v))}
                      fill={s.color}
                      rx={2}
                    >
                      <title>{`${cat} · ${s.label}: ${formatValue(v)}`}</title>
                    </rect>
                  );
                })}
                {ci % labelEvery === 0 && (
                  <text
                    className="cc-bar-chart__axis-text"
                    x={gx + barsW / 2}
                    y={height - bottom + 16}
                    textAnchor="middle"
                  >
                    {labels[ci]!.map((line, li) => (
                      <tspan key={line} x={gx + barsW / 2} dy={li === 0 ? 0 : LINE_PX}>
                        {line}
                      </tspan>
                    ))}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
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
