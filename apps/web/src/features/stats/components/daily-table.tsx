import type { DailyFigures } from '@portfolio/shared/stats';
import { useId } from 'react';
import { formatLongDay, tableRows } from '../utils/chart-data.ts';

/** The chart's figures as a table, newest day first, behind a disclosure (90 rows are long). */
export function DailyTable({ days, period }: { days: readonly DailyFigures[]; period: number }) {
  const captionId = useId();
  return (
    <details className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <summary className="min-h-11 cursor-pointer rounded-xl px-4 py-3 text-sm font-semibold text-indigo-700 hover:bg-slate-50">
        Show the figures as a table
      </summary>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <section tabIndex={0} aria-labelledby={captionId} className="max-h-96 overflow-y-auto">
        <table className="w-full text-left text-sm">
          <caption id={captionId} className="sr-only">
            Views and visitors per day, last {period} days, newest first
          </caption>
          <thead className="sticky top-0 border-b border-slate-200 bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold text-slate-700">
                Day
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold text-slate-700">
                Views
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold text-slate-700">
                Visitors
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {tableRows(days).map((d) => (
              <tr key={d.day}>
                <th scope="row" className="px-4 py-2 font-normal text-slate-800">
                  {formatLongDay(d.day)}
                </th>
                <td className="px-4 py-2 text-right text-slate-800 tabular-nums">{d.views}</td>
                <td className="px-4 py-2 text-right text-slate-800 tabular-nums">{d.visitors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}
