import { apiPaths } from '@portfolio/shared/api';
import type { AdminPortfolioRow } from '@portfolio/shared/operator';
import { PORTFOLIO_STATUSES, type PortfolioStatus } from '@portfolio/shared/portfolio';
import { type FormEvent, useState } from 'react';
import type { TableColumn } from '../../../components/table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useRestore, useTakeDown } from '../api/operator-actions.ts';
import { useFilterParam } from '../hooks/use-admin-search-params.ts';
import { formatWhen, portfolioStatusLabels } from '../utils/labels.ts';
import { FilterBar, SelectFilter } from './filter-bar.tsx';
import { PagedList } from './paged-list.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

type Pending = { row: AdminPortfolioRow; action: 'takedown' | 'restore' };

const statusOptions = [
  ['', 'Any status'],
  ...PORTFOLIO_STATUSES.map((status) => [status, portfolioStatusLabels[status]] as const),
] as const;

/** Every portfolio, searched by hosting name or owner e-mail; a live site can be taken down from here. */
export function PortfoliosPanel() {
  const [q, setQ] = useFilterParam('q');
  const [status, setStatus] = useFilterParam('status');
  const [search, setSearch] = useState(q);
  const [pending, setPending] = useState<Pending>();
  const takeDown = useTakeDown();
  const restore = useRestore();
  const action = pending?.action === 'restore' ? restore : takeDown;

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setQ(search.trim());
  }

  function close() {
    setPending(undefined);
    takeDown.reset();
    restore.reset();
  }

  const columns: readonly TableColumn<AdminPortfolioRow>[] = [
    {
      header: 'Hosting name',
      cell: (row) =>
        row.liveUrl ? (
          <a
            className="font-medium text-indigo-700 underline"
            href={row.liveUrl}
            target="_blank"
            rel="noreferrer"
          >
            {row.hostingName}
          </a>
        ) : (
          row.hostingName
        ),
      className: 'whitespace-nowrap',
    },
    { header: 'Owner', cell: (row) => row.ownerEmail, className: 'wrap-anywhere' },
    { header: 'Title', cell: (row) => row.title, className: 'min-w-40 wrap-anywhere' },
    {
      header: 'Status',
      cell: (row) => (
        <>
          {portfolioStatusLabels[row.status]}
          {row.takedownReason ? (
            <span className="block text-xs text-slate-600">{row.takedownReason}</span>
          ) : null}
        </>
      ),
      className: 'min-w-32',
    },
    { header: 'Created', cell: (row) => formatWhen(row.createdAt), className: 'whitespace-nowrap' },
    {
      header: 'Published',
      cell: (row) => (row.publishedAt ? formatWhen(row.publishedAt) : '—'),
      className: 'whitespace-nowrap',
    },
    {
      header: 'Action',
      cell: (row) =>
        row.status === 'live' || row.status === 'offline' ? (
          <Button variant="secondary" onClick={() => setPending({ row, action: 'takedown' })}>
            Take down<span className="sr-only"> {row.hostingName}</span>
          </Button>
        ) : row.status === 'taken_down' ? (
          <Button variant="secondary" onClick={() => setPending({ row, action: 'restore' })}>
            Restore<span className="sr-only"> {row.hostingName}</span>
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <FilterBar label="Find portfolios">
        <form onSubmit={submitSearch} className="flex flex-wrap items-end gap-2">
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
          onChange={setStatus}
        />
      </FilterBar>
      <PagedList
        path={apiPaths.adminPortfolios}
        caption="Portfolios"
        columns={columns}
        filters={{ q: q || undefined, status: status || undefined }}
        emptyMessage={q || status ? 'No portfolio matches.' : 'No portfolios yet.'}
      />
      {pending ? (
        <ReasonDialog
          title={
            pending.action === 'takedown'
              ? `Take ${pending.row.hostingName} down?`
              : `Restore ${pending.row.hostingName}?`
          }
          description={
            pending.action === 'takedown'
              ? 'Visitors will see a page saying the site is unavailable (status 451). The owner is e-mailed this reason and sees it on their portfolio card; saving cannot publish it until you restore it.'
              : 'The site goes live again with its latest content, and the owner is told by e-mail.'
          }
          confirmLabel={pending.action === 'takedown' ? 'Take down' : 'Restore'}
          busyLabel={pending.action === 'takedown' ? 'Taking down…' : 'Restoring…'}
          busy={action.isPending}
          error={action.error?.message}
          onClose={close}
          onConfirm={(reason) =>
            action.mutate(
              { portfolioId: pending.row._id, reason },
              {
                onSuccess: (response) => {
                  if (response.message) showToast.success(response.message);
                  close();
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
