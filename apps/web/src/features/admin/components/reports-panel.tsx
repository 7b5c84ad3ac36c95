import { type AdminReportRow, REPORT_REASONS, REPORT_STATUSES } from '@portfolio/shared/operator';
import { useState } from 'react';
import type { TableColumn } from '../../../components/table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useResolveReport } from '../api/operator-actions.ts';
import { useFilterParam } from '../hooks/use-admin-search-params.ts';
import { formatWhen, portfolioStatusLabels } from '../utils/labels.ts';
import { FilterBar, SelectFilter } from './filter-bar.tsx';
import { PagedList } from './paged-list.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

type ReportStatus = (typeof REPORT_STATUSES)[number];
const reportStatusLabels: Record<ReportStatus, string> = {
  open: 'Open',
  taken_down: 'Site taken down',
  dismissed: 'Dismissed',
};
const statusOptions = [
  ['', 'All reports'],
  ...REPORT_STATUSES.map((status) => [status, reportStatusLabels[status]] as const),
] as const;

type Pending = { row: AdminReportRow; action: 'takedown' | 'dismiss' };

/** Visitors' reports of sites, newest first; each open one is resolved by a takedown or dismissed. */
export function ReportsPanel() {
  const [status, setStatus] = useFilterParam('status');
  const [pending, setPending] = useState<Pending>();
  const resolve = useResolveReport();

  function close() {
    setPending(undefined);
    resolve.reset();
  }

  const columns: readonly TableColumn<AdminReportRow>[] = [
    {
      header: 'Site',
      cell: (row) => (
        <>
          <span className="font-medium">{row.site}</span>
          <span className="block text-xs text-slate-600">
            {row.siteStatus ? portfolioStatusLabels[row.siteStatus] : 'Deleted'}
          </span>
        </>
      ),
      className: 'whitespace-nowrap',
    },
    { header: 'Reason', cell: (row) => REPORT_REASONS[row.reason], className: 'min-w-32' },
    // Shown as text: whatever a reporter typed, HTML included, is never interpreted.
    {
      header: 'Details',
      cell: (row) => row.details,
      className: 'min-w-56 whitespace-pre-line wrap-anywhere',
    },
    { header: 'Reporter', cell: (row) => row.reporterEmail ?? 'Anonymous', className: 'wrap-anywhere' },
    { header: 'Received', cell: (row) => formatWhen(row.createdAt), className: 'whitespace-nowrap' },
    {
      header: 'Outcome',
      cell: (row) =>
        row.status === 'open' ? (
          <div className="flex flex-wrap gap-2">
            {row.siteStatus && row.siteStatus !== 'awaiting_payment' ? (
              <Button variant="secondary" onClick={() => setPending({ row, action: 'takedown' })}>
                Take site down<span className="sr-only"> {row.site}</span>
              </Button>
            ) : null}
            <Button variant="ghost" onClick={() => setPending({ row, action: 'dismiss' })}>
              Dismiss<span className="sr-only"> the report on {row.site}</span>
            </Button>
          </div>
        ) : (
          <>
            {reportStatusLabels[row.status]}
            {row.resolution ? <span className="block text-xs text-slate-600">{row.resolution}</span> : null}
          </>
        ),
      className: 'min-w-40',
    },
  ];

  return (
    <>
      <FilterBar label="Filter reports">
        <SelectFilter<ReportStatus>
          label="Status"
          value={(status as ReportStatus) || ''}
          options={statusOptions}
          onChange={setStatus}
        />
      </FilterBar>
      <PagedList
        list="adminReports"
        caption="Reports"
        columns={columns}
        filters={{ status: (status as ReportStatus) || undefined }}
        emptyMessage={
          status ? 'No report matches.' : 'No reports. Visitors report a site from the link in its footer.'
        }
      />
      {pending ? (
        <ReasonDialog
          title={pending.action === 'takedown' ? `Take ${pending.row.site} down?` : 'Dismiss this report?'}
          description={
            pending.action === 'takedown'
              ? 'The site answers with an “unavailable” page at once, and its owner is e-mailed this reason.'
              : 'The site stays as it is; the report is closed with this reason.'
          }
          confirmLabel={pending.action === 'takedown' ? 'Take down' : 'Dismiss'}
          busyLabel={pending.action === 'takedown' ? 'Taking down…' : 'Dismissing…'}
          busy={resolve.isPending}
          error={resolve.error?.message}
          onClose={close}
          onConfirm={(reason) =>
            resolve.mutate(
              { reportId: pending.row._id, action: pending.action, reason },
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
