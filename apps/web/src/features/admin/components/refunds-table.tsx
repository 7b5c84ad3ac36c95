import type { AdminRefundRow } from '@portfolio/shared/admin';
import type { TableColumn } from '../../../components/table.tsx';
import { formatAmount } from '../../../lib/format-amount.ts';
import { useRefunds } from '../api/get-refunds.ts';
import { usePagingParams } from '../hooks/use-admin-search-params.ts';
import { AdminTable } from './admin-table.tsx';

const receivedAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

const columns: readonly TableColumn<AdminRefundRow>[] = [
  { header: 'Hosting Name', cell: (row) => row.hostingName, className: 'whitespace-nowrap' },
  { header: 'Email', cell: (row) => row.email ?? 'Account deleted', className: 'whitespace-nowrap' },
  {
    header: 'Amount',
    cell: (row) => formatAmount(row.amount, row.currency),
    className: 'whitespace-nowrap tabular-nums',
  },
  { header: 'Payment ID', cell: (row) => row.paymentId, className: 'font-mono text-xs/5 break-all' },
  { header: 'Note', cell: (row) => row.note, className: 'min-w-56 whitespace-pre-line wrap-anywhere' },
  {
    header: 'Received',
    cell: (row) => <time dateTime={row.createdAt}>{receivedAt.format(new Date(row.createdAt))}</time>,
    className: 'whitespace-nowrap',
  },
];

/** Payments that arrived for a portfolio already paid for: owed back to the payer, newest first. */
export function RefundsTable() {
  const [paging, setPaging] = usePagingParams();
  const refunds = useRefunds({ page: paging.pageIndex, limit: paging.pageSize });
  return (
    <AdminTable
      caption="Refunds"
      columns={columns}
      query={refunds}
      paging={paging}
      onPagingChange={setPaging}
      emptyMessage="No refunds owed."
    />
  );
}
