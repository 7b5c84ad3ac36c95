import { useCallback } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';
import {
  type MessagesTab,
  type Paging,
  readMessagesTab,
  readPaging,
  readTab,
  writeFilter,
  writeMessagesTab,
  writePaging,
  writeTab,
} from '../utils/search-params.ts';

export type SetPaging = (paging: Paging, options?: NavigateOptions) => void;

/** The page and rows per page in the address; each change is a history entry unless replaced. */
export function usePagingParams(): [Paging, SetPaging] {
  const [params, setParams] = useSearchParams();
  const setPaging = useCallback<SetPaging>(
    (paging, options) => setParams((current) => writePaging(current, paging), options),
    [setParams],
  );
  return [readPaging(params), setPaging];
}

/** The Messages tab in the address; choosing a tab opens its first page. */
export function useMessagesTabParam(): [MessagesTab, (tab: MessagesTab) => void] {
  const [params, setParams] = useSearchParams();
  const setTab = useCallback(
    (tab: MessagesTab) => setParams((current) => writeMessagesTab(current, tab)),
    [setParams],
  );
  return [readMessagesTab(params), setTab];
}

/** A tab of `tabs` in the address; choosing a tab opens its first page, without the last tab's filters. */
export function useTabParam<Tab extends string>(tabs: readonly [Tab, ...Tab[]]): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const setTab = useCallback(
    (tab: Tab) => setParams((current) => writeTab(current, tabs, tab)),
    [setParams, tabs],
  );
  return [readTab(params, tabs), setTab];
}

/** A filter of a table in the address (`''` when unset); a change goes back to the first page. */
export function useFilterParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const setValue = useCallback(
    (value: string) => setParams((current) => writeFilter(current, name, value)),
    [setParams, name],
  );
  return [params.get(name) ?? '', setValue];
}
