import { type ReactNode, useId } from 'react';

export type TableColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes of this column's cells: width and wrapping rules. */
  className?: string;
};

type TableProps<Row> = {
  /** The table's name, read out by screen readers (the page's heading already says it visually). */
  caption: string;
  columns: readonly TableColumn<Row>[];
  /** Undefined while the first rows load: placeholder rows are shown instead. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  emptyMessage: string;
  /** Newer rows are on their way: the rows shown are dimmed and the table is marked busy. */
  busy?: boolean;
  /** How many placeholder rows stand in for the first rows. */
  loadingRows?: number;
};

/**
 * A data table on wide screens. On a narrow one each row is a card of 'header: value' pairs instead,
 * so every column stays readable without sideways scrolling. The wide table scrolls sideways inside
 * its own frame if it must, which takes keyboard focus so the arrow keys can scroll it too.
 */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  emptyMessage,
  busy = false,
  loadingRows = 5,
}: TableProps<Row>) {
  const captionId = useId();
  const loading = rows === undefined;
  const placeholders = Array.from({ length: loadingRows }, (_, index) => index);
  const dimmed = busy ? 'opacity-60' : '';

  return (
    <section aria-labelledby={captionId} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      {loading ? (
        <p role="status" className="sr-only">
          Loading…
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <div tabIndex={0} className="hidden overflow-x-auto rounded-xl sm:block">
        <table
          aria-busy={loading || busy}
          className={`w-full text-left text-sm transition-opacity ${dimmed}`}
        >
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className="px-4 py-3 font-semibold whitespace-nowrap text-slate-700"
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {loading ? (
              placeholders.map((index) => (
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column.header} className="px-4 py-3.5">
                      <span className="block h-4 w-24 animate-pulse rounded bg-slate-200" />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-600">
                  {emptyMessage}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)} className="align-top hover:bg-slate-50">
                  {columns.map((column) => (
                    <td key={column.header} className={`px-4 py-3 text-slate-800 ${column.className ?? ''}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {!loading && rows.length === 0 ? (
        <p className="px-4 py-10 text-center text-slate-600 sm:hidden">{emptyMessage}</p>
      ) : (
        <ul
          aria-labelledby={captionId}
          aria-busy={loading || busy}
          className={`divide-y divide-slate-200 transition-opacity sm:hidden ${dimmed}`}
        >
          {loading
            ? placeholders.map((index) => (
                <li key={index} className="space-y-2 px-4 py-4">
                  {columns.map((column) => (
                    <span key={column.header} className="block h-4 w-40 animate-pulse rounded bg-slate-200" />
                  ))}
                </li>
              ))
            : rows.map((row) => (
                <li key={rowKey(row)} className="px-4 py-4">
                  <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
                    {columns.map((column) => (
                      <div key={column.header} className="contents">
                        <dt className="font-semibold text-slate-700">{column.header}</dt>
                        <dd className="whitespace-pre-line wrap-anywhere text-slate-800">
                          {column.cell(row)}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
