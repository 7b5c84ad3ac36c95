import type { AdminPage } from '@portfolio/shared/admin';
import type { TableColumn } from '../../../components/table.tsx';
import type { QueryParams } from '../../../lib/api-client.ts';
import { useAdminList } from '../api/get-admin-list.ts';
import { usePagingParams } from '../hooks/use-admin-search-params.ts';
import { AdminTable } from './admin-table.tsx';

type PagedListProps<Row extends { _id: string }> = {
  /** The API list (an `apiPaths` admin path). */
  path: string;
  caption: string;
  columns: readonly TableColumn<Row>[];
  emptyMessage: string;
  /** The list's filters, beside the page in the address. */
  filters?: QueryParams;
};

/** An admin list: the page in the address, loaded from `path`, shown by AdminTable. */
export function PagedList<Row extends { _id: string }>({
  path,
  caption,
  columns,
  emptyMessage,
  filters = {},
}: PagedListProps<Row>) {
  const [paging, setPaging] = usePagingParams();
  const list = useAdminList<AdminPage<Row>>(path, {
    page: paging.pageIndex,
    limit: paging.pageSize,
    ...filters,
  });
  return (
    <AdminTable
      caption={caption}
      columns={columns}
      query={list}
      paging={paging}
      onPagingChange={setPaging}
      emptyMessage={emptyMessage}
    />
  );
}
