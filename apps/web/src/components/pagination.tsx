import { useId } from 'react';
import { hasNextPage, pageRangeText } from '../lib/paging.ts';
import { ChevronIcon } from './icons.tsx';

type PaginationProps = {
  /** The page shown, from 0. */
  pageIndex: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** Rows in all pages; undefined until the first page has loaded. */
  total: number | undefined;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

const pageButtonClassName =
  'inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent';

/**
 * The foot of a paged table: rows per page, the range shown ("1–5 of 57"), previous and next.
 * At either end the button is marked aria-disabled rather than disabled, so a keyboard user who
 * just pressed it keeps their focus on it.
 */
export function Pagination({
  pageIndex,
  pageSize,
  pageSizes,
  total,
  onPageChange,
  onPageSizeChange,
}: PaginationProps) {
  const selectId = useId();
  const hasPrevious = pageIndex > 0;
  const hasNext = total !== undefined && hasNextPage(pageIndex, pageSize, total);

  return (
    <div className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2 text-sm text-slate-700">
      <div className="flex items-center gap-2">
        <label htmlFor={selectId}>Rows per page</label>
        <select
          id={selectId}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-2.5 py-2 text-sm text-slate-900 shadow-sm hover:border-slate-400"
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <p aria-live="polite" className="min-w-24 text-center tabular-nums">
          {total === undefined ? '' : pageRangeText(pageIndex, pageSize, total)}
        </p>
        <div className="flex items-center gap-1">
          <button
            type="button"
            aria-label="Previous page"
            title="Previous page"
            aria-disabled={!hasPrevious}
            onClick={() => hasPrevious && onPageChange(pageIndex - 1)}
            className={pageButtonClassName}
          >
            <ChevronIcon direction="left" width={20} height={20} />
          </button>
          <button
            type="button"
            aria-label="Next page"
            title="Next page"
            aria-disabled={!hasNext}
            onClick={() => hasNext && onPageChange(pageIndex + 1)}
            className={pageButtonClassName}
          >
            <ChevronIcon direction="right" width={20} height={20} />
          </button>
        </div>
      </div>
    </div>
  );
}
