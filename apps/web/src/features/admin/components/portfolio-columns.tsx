import type { AdminPortfolioRow } from '@portfolio/shared/operator';
import type { TableColumn } from '../../../components/table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { ModerationAction } from '../hooks/use-portfolio-moderation.ts';
import { formatWhen, portfolioStatusLabels } from '../utils/labels.ts';

/** The portfolios list's columns; Action asks for a takedown of a site, or its restore. */
export function portfolioColumns(
  onAction: (row: AdminPortfolioRow, action: ModerationAction) => void,
): readonly TableColumn<AdminPortfolioRow>[] {
  return [
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
          <Button variant="secondary" onClick={() => onAction(row, 'takedown')}>
            Take down<span className="sr-only"> {row.hostingName}</span>
          </Button>
        ) : row.status === 'taken_down' ? (
          <Button variant="secondary" onClick={() => onAction(row, 'restore')}>
            Restore<span className="sr-only"> {row.hostingName}</span>
          </Button>
        ) : null,
    },
  ];
}
