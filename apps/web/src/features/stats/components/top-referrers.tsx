import type { SiteStats } from '@portfolio/shared/stats';
import { plural } from '../utils/chart-data.ts';

/** The other sites that sent visitors, most first, each with a bar for its share. */
export function TopReferrers({ referrers }: { referrers: SiteStats['referrers'] }) {
  const most = referrers[0]?.views ?? 1;
  return (
    <section
      aria-labelledby="top-referrers"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="top-referrers" className="text-lg font-semibold text-slate-900">
        Where visitors came from
      </h2>
      {referrers.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          No other site has sent visitors yet. Visits from a typed address, a bookmark or an app that hides
          where it came from are counted but have no source.
        </p>
      ) : (
        <ol className="mt-3 space-y-3">
          {referrers.map((r) => (
            <li key={r.host} className="text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 font-medium break-all text-slate-900">{r.host}</span>
                <span className="shrink-0 text-slate-700 tabular-nums">
                  {plural(r.views, 'view', 'views')}
                </span>
              </div>
              <div className="mt-1 h-1.5 rounded-full bg-slate-100" aria-hidden="true">
                <div
                  className="h-1.5 rounded-full bg-indigo-400"
                  style={{ width: `${(r.views / most) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
