import { ADMIN_PAGE_SIZES } from '@portfolio/shared/admin';

export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];

/** The page shown (from 0, as the screens and the API count) and the rows per page. */
export type Paging = { pageIndex: number; pageSize: AdminPageSize };

export const DEFAULT_PAGING: Paging = { pageIndex: 0, pageSize: ADMIN_PAGE_SIZES[0] };

export const MESSAGES_TABS = ['contact', 'templates', 'notifications', 'refunds'] as const;
export type MessagesTab = (typeof MESSAGES_TABS)[number];

/** The API accepts page indexes up to a million. */
const MAX_PAGE_INDEX = 1_000_000;

/*
 * The admin screens keep their state in the address, so reload, Back and shared links work:
 * `?tab=contact|templates|notifications|refunds&page=N&limit=N`. `page` counts from 1 there, for the people
 * who read and share the address (page=2 is the second page); everywhere else it counts from 0.
 * A missing or invalid value means the default (ContactUs, first page, 5 rows), and defaults are
 * left out of the address.
 */

export function readPaging(params: URLSearchParams): Paging {
  const page = params.get('page') ?? '';
  const limit = Number(params.get('limit'));
  const pageNumber = /^\d{1,7}$/.test(page) ? Number(page) : 0;
  return {
    pageIndex: pageNumber >= 1 && pageNumber <= MAX_PAGE_INDEX + 1 ? pageNumber - 1 : 0,
    pageSize: ADMIN_PAGE_SIZES.find((size) => size === limit) ?? DEFAULT_PAGING.pageSize,
  };
}

/** A copy of `params` showing `paging`; other parameters are kept. */
export function writePaging(params: URLSearchParams, paging: Paging): URLSearchParams {
  const next = new URLSearchParams(params);
  if (paging.pageIndex === DEFAULT_PAGING.pageIndex) next.delete('page');
  else next.set('page', String(paging.pageIndex + 1));
  if (paging.pageSize === DEFAULT_PAGING.pageSize) next.delete('limit');
  else next.set('limit', String(paging.pageSize));
  return next;
}

/** The console's tabs (`/console?tab=`), the first the default. */
export const CONSOLE_TABS = ['portfolios', 'reports', 'payments', 'metrics', 'audit'] as const;
export type ConsoleTab = (typeof CONSOLE_TABS)[number];

/** The tab in `?tab=`, one of `tabs` (the first when missing or unknown). */
export function readTab<Tab extends string>(params: URLSearchParams, tabs: readonly [Tab, ...Tab[]]): Tab {
  const tab = params.get('tab');
  return tabs.find((known) => known === tab) ?? tabs[0];
}

/**
 * A copy of `params` showing another tab, from its first page; the rows per page are kept, the
 * other tab's filters are not.
 */
export function writeTab<Tab extends string>(
  params: URLSearchParams,
  tabs: readonly [Tab, ...Tab[]],
  tab: Tab,
): URLSearchParams {
  const next = writePaging(new URLSearchParams(), { ...readPaging(params), pageIndex: 0 });
  if (tab !== tabs[0]) next.set('tab', tab);
  return next;
}

export const readMessagesTab = (params: URLSearchParams): MessagesTab => readTab(params, MESSAGES_TABS);
export const writeMessagesTab = (params: URLSearchParams, tab: MessagesTab): URLSearchParams =>
  writeTab(params, MESSAGES_TABS, tab);

/** A copy of `params` with a filter set (or removed when empty), back on the first page. */
export function writeFilter(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = writePaging(params, { ...readPaging(params), pageIndex: 0 });
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}
