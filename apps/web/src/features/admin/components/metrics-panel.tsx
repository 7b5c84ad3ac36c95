import { apiPaths } from '@portfolio/shared/api';
import { formatAmount } from '@portfolio/shared/money';
import { type AdminMetrics, type BusinessDay, METRICS_PERIODS } from '@portfolio/shared/operator';
import { BarChart } from '../../../components/bar-chart.tsx';
import { Button } from '../../../components/button.tsx';
import { useAdminList } from '../api/get-admin-list.ts';
import { useFilterParam } from '../hooks/use-admin-search-params.ts';

type Figure = Exclude<keyof BusinessDay, 'day'>;
const figures: readonly [Figure, string][] = [
  ['signUps', 'Sign-ups'],
  ['portfoliosCreated', 'Portfolios created'],
  ['sitesLive', 'Sites gone live'],
  ['revenue', 'Revenue'],
];

/** How the business does, per day, over the last 30 or 90 days. */
export function MetricsPanel() {
  const [period, setPeriod] = useFilterParam('days');
  const days = period === '90' ? 90 : 30;
  const metrics = useAdminList<AdminMetrics>(apiPaths.adminMetrics, { days });

  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Period</legend>
        {METRICS_PERIODS.map((n) => (
          <Button
            key={n}
            variant={n === days ? 'primary' : 'secondary'}
            aria-pressed={n === days}
            onClick={() => setPeriod(n === 30 ? '' : String(n))}
          >
            Last {n} days
          </Button>
        ))}
      </fieldset>
      {metrics.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
          <p className="font-semibold text-red-900">The metrics could not be loaded.</p>
          <p className="mt-1 text-sm text-red-800">{metrics.error.message}</p>
          <Button variant="secondary" className="mt-4" onClick={() => metrics.refetch()}>
            Retry
          </Button>
        </div>
      ) : !metrics.data ? (
        <p role="status" className="text-sm text-slate-600">
          Loading the metrics…
        </p>
      ) : (
        <div
          className={`grid gap-4 md:grid-cols-2 ${metrics.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={metrics.isPlaceholderData}
        >
          {figures.map(([key, title]) => (
            <BarChart
              key={key}
              title={title}
              bars={metrics.data.days.map((d) => ({ label: d.day, value: d[key] }))}
              format={key === 'revenue' ? (value) => formatAmount(value, metrics.data.currency) : String}
            />
          ))}
        </div>
      )}
    </div>
  );
}
