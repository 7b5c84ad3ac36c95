import { formatAmount } from '@portfolio/shared/money';
import { type AdminPaymentRow, ORDER_STATUSES } from '@portfolio/shared/operator';
import type { TableColumn } from '../../../components/table.tsx';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { apiUrl } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { getErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { useAdminList } from '../api/get-admin-list.ts';
import { useFilterParam, usePagingParams } from '../hooks/use-admin-search-params.ts';
import { formatWhen } from '../utils/labels.ts';
import { AdminTable } from './admin-table.tsx';
import { FilterBar, SelectFilter } from './filter-bar.tsx';

type OrderStatus = (typeof ORDER_STATUSES)[number];
const orderStatusLabels: Record<OrderStatus, string> = {
  created: 'Not paid',
  paid: 'Paid',
  refund_due: 'Paid twice: refund due',
};
const statusOptions = [
  ['', 'Any status'],
  ...ORDER_STATUSES.map((status) => [status, orderStatusLabels[status]] as const),
] as const;

const columns: readonly TableColumn<AdminPaymentRow>[] = [
  { header: 'Created', cell: (row) => formatWhen(row.createdAt), className: 'whitespace-nowrap' },
  { header: 'User', cell: (row) => row.email ?? 'Account deleted', className: 'wrap-anywhere' },
  { header: 'Hosting name', cell: (row) => row.hostingName, className: 'whitespace-nowrap' },
  {
    header: 'Amount',
    cell: (row) => formatAmount(row.amount, row.currency),
    className: 'whitespace-nowrap tabular-nums',
  },
  { header: 'Provider', cell: (row) => row.provider },
  {
    header: 'Status',
    cell: (row) => (
      <>
        {orderStatusLabels[row.status]}
        {row.note ? <span className="block text-xs text-slate-600">{row.note}</span> : null}
      </>
    ),
    className: 'min-w-32',
  },
  { header: 'Payment ID', cell: (row) => row.paymentId ?? '—', className: 'font-mono text-xs/5 break-all' },
  {
    header: 'Paid',
    cell: (row) => (row.paidAt ? formatWhen(row.paidAt) : '—'),
    className: 'whitespace-nowrap',
  },
];

const dateInputClassName =
  'mt-2 block rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm';

/** Every order with its payer, filtered by the day it was made and its status, with the money in it. */
export function PaymentsPanel() {
  const [paging, setPaging] = usePagingParams();
  const [from, setFrom] = useFilterParam('from');
  const [to, setTo] = useFilterParam('to');
  const [status, setStatus] = useFilterParam('status');
  const filter = {
    from: from || undefined,
    to: to || undefined,
    status: (status as OrderStatus) || undefined,
  };
  const list = useAdminList('adminPayments', {
    page: paging.pageIndex,
    limit: paging.pageSize,
    ...filter,
  });
  const csvHref = apiUrl('adminPaymentsCsv', { query: filter });
  const totals = list.data?.totals;

  return (
    <>
      <FilterBar label="Filter payments">
        <label className="block text-sm font-medium text-slate-800">
          Made from
          <input
            type="date"
            className={dateInputClassName}
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className="block text-sm font-medium text-slate-800">
          to
          <input
            type="date"
            className={dateInputClassName}
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <SelectFilter<OrderStatus>
          label="Status"
          value={(status as OrderStatus) || ''}
          options={statusOptions}
          onChange={setStatus}
        />
        <a
          className={buttonClassName('secondary')}
          href={csvHref}
          download
          onClick={(event) => {
            event.preventDefault();
            downloadFile(csvHref, 'payments.csv').catch((error: unknown) =>
              showToast.error(getErrorMessage(error)),
            );
          }}
        >
          Export CSV
        </a>
      </FilterBar>
      <section aria-label="Totals for this period" className="mb-4 flex flex-wrap gap-3" aria-live="polite">
        {totals?.length === 0 ? <p className="text-sm text-slate-600">No money in this period.</p> : null}
        {totals?.map((t) => (
          <dl key={t.currency} className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm">
            <div className="flex gap-2">
              <dt className="text-slate-600">Paid</dt>
              <dd className="font-semibold tabular-nums">
                {formatAmount(t.paid, t.currency)} ({t.paidCount} {t.paidCount === 1 ? 'order' : 'orders'})
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-slate-600">Owed back</dt>
              <dd className="font-semibold tabular-nums">
                {formatAmount(t.refundDue, t.currency)} ({t.refundDueCount})
              </dd>
            </div>
          </dl>
        ))}
      </section>
      <AdminTable
        caption="Payments"
        columns={columns}
        query={list}
        paging={paging}
        onPagingChange={setPaging}
        emptyMessage={from || to || status ? 'No payment matches.' : 'No payments yet.'}
      />
    </>
  );
}
