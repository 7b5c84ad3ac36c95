import { ADMIN_PAGE_SIZES, type AdminPage } from '@portfolio/shared/admin';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Pagination } from '../../../components/pagination.tsx';
import { Table, type TableColumn } from '../../../components/table.tsx';
import { ErrorState } from '../../../components/ui/query-state.tsx';
import { lastPageIndex } from '../../../lib/paging.ts';
import type { SetPaging } from '../hooks/use-admin-search-params.ts';
import type { AdminPageSize, Paging } from '../utils/search-params.ts';

type AdminTableProps<Row extends { _id: string }> = {
  caption: string;
  columns: readonly TableColumn<Row>[];
  /** The query of the page in `paging`. */
  query: UseQueryResult<AdminPage<Row>>;
  paging: Paging;
  onPagingChange: SetPaging;
  emptyMessage: string;
};

/**
 * One admin list, paged on the server (docs/spec.md §4): the rows, the paging controls, and the
 * server's message with a retry when the list cannot be loaded (docs/design.md deviation 4).
 */
export function AdminTable<Row extends { _id: string }>({
  caption,
  columns,
  query,
  paging,
  onPagingChange,
  emptyMessage,
}: AdminTableProps<Row>) {
  const { pageIndex, pageSize } = paging;
  const total = query.data?.total;
  const lastPage = total === undefined ? undefined : lastPageIndex(total, pageSize);
  const pastTheEnd = !query.isPlaceholderData && lastPage !== undefined && pageIndex > lastPage;

  // An address past the last page (rows were removed, or it was typed): show the last page instead.
  useEffect(() => {
    if (pastTheEnd) onPagingChange({ pageIndex: lastPage, pageSize }, { replace: true });
  }, [pastTheEnd, lastPage, pageSize, onPagingChange]);

  if (query.isError) {
    return (
      <ErrorState
        failed={`The ${caption.toLowerCase()} could not be loaded.`}
        reason={query.error.message}
        retryLabel="Retry"
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <div className="space-y-3">
      <Table
        caption={caption}
        columns={columns}
        rows={pastTheEnd ? undefined : query.data?.users}
        rowKey={(row) => row._id}
        emptyMessage={emptyMessage}
        busy={query.isPlaceholderData}
        loadingRows={pageSize}
      />
      <Pagination
        pageIndex={pageIndex}
        pageSize={pageSize}
        pageSizes={ADMIN_PAGE_SIZES}
        total={total}
        onPageChange={(next) => onPagingChange({ pageIndex: next, pageSize })}
        onPageSizeChange={(size) => onPagingChange({ pageIndex: 0, pageSize: size as AdminPageSize })}
      />
    </div>
  );
}
