import { PORTFOLIO_STATUSES, type PortfolioStatus } from '@portfolio/shared/portfolio';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { portfolioStatusLabels } from '../utils/labels.ts';
import { FilterBar, SelectFilter } from './filter-bar.tsx';

const statusOptions = [
  ['', 'Any status'],
  ...PORTFOLIO_STATUSES.map((status) => [status, portfolioStatusLabels[status]] as const),
] as const;

type PortfolioFiltersProps = {
  q: string;
  onSearch: (q: string) => void;
  status: string;
  onStatus: (status: string) => void;
};

/** Find portfolios: a search by hosting name or owner e-mail (on Search), and a status. */
export function PortfolioFilters({ q, onSearch, status, onStatus }: PortfolioFiltersProps) {
  const [search, setSearch] = useState(q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(search.trim());
  };

  return (
    <FilterBar label="Find portfolios">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label className="block text-sm font-medium text-slate-800">
          Hosting name or owner e-mail
          <input
            type="search"
            className="mt-2 block w-64 max-w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base sm:text-sm"
            value={search}
            maxLength={254}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <Button type="submit">Search</Button>
      </form>
      <SelectFilter<PortfolioStatus>
        label="Status"
        value={(status as PortfolioStatus) || ''}
        options={statusOptions}
        onChange={onStatus}
      />
    </FilterBar>
  );
}
