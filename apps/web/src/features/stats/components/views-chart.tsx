import type { SiteStats } from '@portfolio/shared/stats';
import { chartShape, chartSummary, formatDay, plural } from '../utils/chart-data.ts';

type ViewsChartProps = { stats: SiteStats; period: number };

/**
 * Daily views (bars) and visitors (a line) as a hand-drawn SVG stretched to the width it gets; the
 * labels are HTML around it, so they stay readable at any width. Screen readers get its summary as
 * its name, and the table beside it holds every figure.
 */
export function ViewsChart({ stats, period }: ViewsChartProps) {
  const shape = chartShape(stats.days);
  const first = stats.days[0];
  const last = stats.days.at(-1);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-700" aria-hidden="true">
        <span className="inline-flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-indigo-500" /> Views
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-0.5 w-4 bg-amber-600" /> Visitors
        </span>
      </div>
      <div className="mt-3 flex gap-2">
        <div
          className="flex w-8 shrink-0 flex-col justify-between text-right text-xs text-slate-600"
          aria-hidden="true"
        >
          <span>{shape.top.toLocaleString('en-IN')}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-label={chartSummary(stats, period)}
          viewBox={`0 0 ${shape.width} ${shape.height}`}
          preserveAspectRatio="none"
          className="h-40 w-full min-w-0 overflow-visible border-b border-l border-slate-300 sm:h-56"
        >
          <line
            x1={0}
            x2={shape.width}
            y1={shape.height / 2}
            y2={shape.height / 2}
            className="stroke-slate-200"
            vectorEffect="non-scaling-stroke"
          />
          {shape.bars.map((bar) => (
            <rect
              key={bar.day}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              className="fill-indigo-500"
            />
          ))}
          <polyline
            points={shape.visitorsLine}
            fill="none"
            className="stroke-amber-600"
            strokeWidth={2}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
      {first && last ? (
        <div className="mt-1 ml-10 flex justify-between text-xs text-slate-600" aria-hidden="true">
          <span>{formatDay(first.day)}</span>
          <span>{formatDay(last.day)}</span>
        </div>
      ) : null}
      <figcaption className="mt-3 text-sm text-slate-700">
        {plural(stats.totals.views, 'view', 'views')} by{' '}
        {plural(stats.totals.visitors, 'visitor', 'visitors')} in the last {period} days. A visitor is one
        browser on one day: someone who comes back the next day counts again. Days run from midnight to
        midnight UTC (5:30 am to 5:30 am in India).
      </figcaption>
    </figure>
  );
}
