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
 * A data table. On a narrow screen it scrolls sideways inside its own frame, which takes keyboard
 * focus so the arrow keys can scroll it too; the page itself never scrolls sideways.
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

  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {loading ? (
        <p role="status" className="sr-only">
          Loading…
        </p>
      ) : null}
      <table
        aria-busy={loading || busy}
        className={`w-full text-left text-sm transition-opacity ${busy ? 'opacity-60' : ''}`}
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
            Array.from({ length: loadingRows }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to tell them apart.
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
    </section>
  );
}
