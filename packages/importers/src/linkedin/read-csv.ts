import Papa from 'papaparse';

/** A CSV row by its header's column names; a column the row lacks reads as ''. */
export type CsvRow = Record<string, string>;

/**
 * A spreadsheet formula: a cell starting with '=', or with '+', '-' or '@' straight into a function
 * call or a DDE pipe (`+HYPERLINK(`, `@SUM(`, `-2+3+cmd|`). A bullet ('- Led the team (5)'), a
 * phone number ('+91 …') or a handle ('@asha') stays text.
 */
const FORMULA = /^(?:=|[+\-@]\S*?[A-Za-z_][\w.]*[(|])/;

const clip = (value: string, max = 60) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/**
 * The rows of a LinkedIn CSV: quoted fields may hold commas and line breaks; the header is the first
 * row that names `keyColumn` (some exports put notes above it); undefined when no row does. Each
 * cell is trimmed; a formula is left out (it would run if the text went back into a spreadsheet)
 * and named in `notes`.
 */
export function readCsv(
  text: string,
  file: string,
  keyColumn: string,
  notes: string[],
): CsvRow[] | undefined {
  const { data } = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const headerAt = data.findIndex((row) => row.some((cell) => cell.trim() === keyColumn));
  const header = data[headerAt]?.map((cell) => cell.trim());
  if (!header) return undefined;
  return data.slice(headerAt + 1).map((cells, index) => {
    const row: CsvRow = {};
    header.forEach((column, at) => {
      const cell = (cells[at] ?? '').trim();
      if (FORMULA.test(cell)) {
        notes.push(
          `${file}, row ${index + 1}, ${column}: a spreadsheet formula “${clip(cell)}” was left out.`,
        );
        row[column] = '';
      } else {
        row[column] = cell;
      }
    });
    return row;
  });
}
