import type { PortfolioStatus } from '@portfolio/shared/portfolio';
import { useFilterParam } from '../hooks/use-admin-search-params.ts';
import { usePortfolioModeration } from '../hooks/use-portfolio-moderation.ts';
import { PagedList } from './paged-list.tsx';
import { portfolioColumns } from './portfolio-columns.tsx';
import { PortfolioFilters } from './portfolio-filters.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

const takeDownText =
  'Visitors will see a page saying the site is unavailable (status 451). The owner is e-mailed this reason and sees it on their portfolio card; saving cannot publish it until you restore it.';
const restoreText = 'The site goes live again with its latest content, and the owner is told by e-mail.';

/** Every portfolio, searched by hosting name or owner e-mail; a live site can be taken down from here. */
export function PortfoliosPanel() {
  const [q, setQ] = useFilterParam('q');
  const [status, setStatus] = useFilterParam('status');
  const moderation = usePortfolioModeration();
  const { pending } = moderation;
  const takingDown = pending?.action === 'takedown';

  return (
    <>
      <PortfolioFilters q={q} onSearch={setQ} status={status} onStatus={setStatus} />
      <PagedList
        list="adminPortfolios"
        caption="Portfolios"
        columns={portfolioColumns(moderation.ask)}
        filters={{ q: q || undefined, status: (status as PortfolioStatus) || undefined }}
        emptyMessage={q || status ? 'No portfolio matches.' : 'No portfolios yet.'}
      />
      {pending ? (
        <ReasonDialog
          title={takingDown ? `Take ${pending.row.hostingName} down?` : `Restore ${pending.row.hostingName}?`}
          description={takingDown ? takeDownText : restoreText}
          confirmLabel={takingDown ? 'Take down' : 'Restore'}
          busyLabel={takingDown ? 'Taking down…' : 'Restoring…'}
          busy={moderation.busy}
          error={moderation.error}
          onClose={moderation.close}
          onConfirm={moderation.confirm}
        />
      ) : null}
    </>
  );
}
