import { useId } from 'react';

export type Bar = { label: string; value: number };

type BarChartProps = {
  title: string;
  bars: readonly Bar[];
  /** A value as text (a count, an amount). */
  format?: (value: number) => string;
  /** What the first column of the table alternative is called. */
  labelHeader?: string;
};

const WIDTH = 600;
const HEIGHT = 160;

/**
 * A small bar chart: an SVG that a screen reader reads as one image with a summary, and the same
 * figures as a table (in a disclosure) for anyone who wants the numbers.
 */
export function BarChart({ title, bars, format = String, labelHeader = 'Day' }: BarChartProps) {
  const titleId = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  const slot = WIDTH / Math.max(1, bars.length);
  const first = bars[0]?.label;
  const last = bars.at(-1)?.label;
  const summary = `${title}: ${format(total)} in all from ${first} to ${last}, at most ${format(max)} on one day.`;
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby={titleId}>
      <figcaption id={titleId} className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-sm tabular-nums text-slate-700">{format(total)}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        className="mt-3 h-32 w-full"
        preserveAspectRatio="none"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-slate-300" />
        {bars.map((bar, i) => {
          const height = (bar.value / max) * (HEIGHT - 4);
          return (
            <rect
              key={bar.label}
              x={i * slot + slot * 0.15}
              y={HEIGHT - height}
              width={slot * 0.7}
              height={height}
              className="fill-indigo-600"
            >
              <title>{`${bar.label}: ${format(bar.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{first}</span>
        <span>{last}</span>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-indigo-700">Show as a table</summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  {labelHeader}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {title}
                </th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.label} className="border-t border-slate-100">
                  <td className="py-1 pr-4 tabular-nums">{bar.label}</td>
                  <td className="py-1 tabular-nums">{format(bar.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
