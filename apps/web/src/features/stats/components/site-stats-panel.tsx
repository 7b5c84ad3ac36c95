import { useState } from 'react';
import { Tabs } from '../../../components/tabs.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { type StatsPeriod, useSiteStats } from '../api/get-site-stats.ts';
import { DailyTable } from './daily-table.tsx';
import { TopPages } from './top-pages.tsx';
import { TopReferrers } from './top-referrers.tsx';
import { ViewsChart } from './views-chart.tsx';

const periods = [
  { id: '30', label: 'Last 30 days' },
  { id: '90', label: 'Last 90 days' },
] as const;

function Total({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value.toLocaleString('en-IN')}</dd>
    </div>
  );
}

/** A site's visits over 30 or 90 days: totals, the chart with its table, the top referrers and the pages. */
export function SiteStatsPanel({ portfolioId }: { portfolioId: string }) {
  const [period, setPeriod] = useState<'30' | '90'>('30');
  const days = Number(period) as StatsPeriod;
  const stats = useSiteStats({ portfolioId, days });
  // The other period's figures stay on screen, dimmed and named by their own period, until this
  // period's arrive: '90 days' is never said over 30 days' figures.
  const stale = stats.isPlaceholderData;

  return (
    <Tabs label="Period" items={periods} selectedId={period} onSelect={setPeriod}>
      <div>
        <QueryState query={stats} loading="Loading the figures…" failed="The figures could not be loaded.">
          {(data) => (
            <div aria-busy={stale} className={`space-y-6 transition-opacity ${stale ? 'opacity-60' : ''}`}>
              <dl className="grid grid-cols-2 gap-4">
                <Total label={`Views, last ${data.period} days`} value={data.totals.views} />
                <Total label={`Visitors, last ${data.period} days`} value={data.totals.visitors} />
              </dl>
              {data.totals.views === 0 ? (
                <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
                  <span className="block text-lg font-semibold text-slate-900">No visits yet</span>
                  Share your site’s address: each visit shows up here within a second or two.
                </p>
              ) : (
                <>
                  <ViewsChart stats={data} period={data.period} />
                  <DailyTable days={data.days} period={data.period} />
                  <TopReferrers referrers={data.referrers} />
                  <TopPages pages={data.pages} />
                </>
              )}
            </div>
          )}
        </QueryState>
      </div>
    </Tabs>
  );
}
