import { formatAmount } from '@portfolio/shared/money';
import { type BusinessDay, METRICS_PERIODS } from '@portfolio/shared/operator';
import { BarChart } from '../../../components/bar-chart.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
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
  const metrics = useAdminList('adminMetrics', { days });

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
      <QueryState
        query={metrics}
        loading="Loading the metrics…"
        failed="The metrics could not be loaded."
        retryLabel="Retry"
      >
        {(data) => (
          <div
            className={`grid gap-4 md:grid-cols-2 ${metrics.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={metrics.isPlaceholderData}
          >
            {figures.map(([key, title]) => (
              <BarChart
                key={key}
                title={title}
                bars={data.days.map((d) => ({ label: d.day, value: d[key] }))}
                format={key === 'revenue' ? (value) => formatAmount(value, data.currency) : String}
              />
            ))}
          </div>
        )}
      </QueryState>
    </div>
  );
}
