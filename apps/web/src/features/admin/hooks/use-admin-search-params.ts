import { useCallback } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';
import {
  type MessagesTab,
  type Paging,
  readMessagesTab,
  readPaging,
  writeMessagesTab,
  writePaging,
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
