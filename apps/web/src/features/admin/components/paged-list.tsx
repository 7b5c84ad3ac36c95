import type { AdminPage } from '@portfolio/shared/admin';
import type { DataOf } from '@portfolio/shared/api-routes';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TableColumn } from '../../../components/table.tsx';
import type { CallQuery } from '../../../lib/api-client.ts';
import { type AdminRead, useAdminList } from '../api/get-admin-list.ts';
import { usePagingParams } from '../hooks/use-admin-search-params.ts';
import { AdminTable } from './admin-table.tsx';

/** The admin endpoints that answer one page of rows (`{ users, total }`). */
type AdminList = { [K in AdminRead]: DataOf<K> extends AdminPage<{ _id: string }> ? K : never }[AdminRead];
type RowOf<K extends AdminList> =
  DataOf<K> extends AdminPage<infer Row extends { _id: string }> ? Row : never;

type PagedListProps<K extends AdminList> = {
  /** The API list, by its endpoint name. */
  list: K;
  caption: string;
  columns: readonly TableColumn<RowOf<K>>[];
  emptyMessage: string;
  /** The list's filters, beside the page in the address. */
  filters?: Omit<CallQuery<K>, 'page' | 'limit'>;
};

/** An admin list: the page in the address, loaded from `list`, shown by AdminTable. */
export function PagedList<K extends AdminList>({
  list,
  caption,
  columns,
  emptyMessage,
  filters,
}: PagedListProps<K>) {
  const [paging, setPaging] = usePagingParams();
  const page = useAdminList(list, {
    page: paging.pageIndex,
    limit: paging.pageSize,
    ...filters,
  } as CallQuery<K>);
  return (
    <AdminTable
      caption={caption}
      columns={columns}
      query={page as UseQueryResult<AdminPage<RowOf<K>>>}
      paging={paging}
      onPagingChange={setPaging}
      emptyMessage={emptyMessage}
    />
  );
}
