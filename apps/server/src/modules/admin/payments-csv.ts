import type { AdminPaymentRow } from '@portfolio/shared/operator';

/**
 * One CSV cell. A cell a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a
 * carriage return) gets a leading apostrophe, as OWASP advises against CSV injection; every cell is
 * quoted, with quotes doubled.
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const COLUMNS: [string, (row: AdminPaymentRow) => string | number | null][] = [
  ['Created', (r) => r.createdAt],
  ['Paid', (r) => r.paidAt],
  ['E-mail', (r) => r.email],
  ['Hosting name', (r) => r.hostingName],
  // In the currency's main unit (rupees), as an accountant's sheet expects.
  ['Amount', (r) => (r.amount / 100).toFixed(2)],
  ['Currency', (r) => r.currency],
  ['Provider', (r) => r.provider],
  ['Status', (r) => r.status],
  ['Payment id', (r) => r.paymentId],
  ['Note', (r) => r.note],
];

/** The payments table as CSV (RFC 4180: CRLF line ends), with a header row. */
export function paymentsCsv(rows: AdminPaymentRow[]): string {
  const lines = [COLUMNS.map(([title]) => csvCell(title)).join(',')];
  for (const row of rows) lines.push(COLUMNS.map(([, cell]) => csvCell(cell(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
