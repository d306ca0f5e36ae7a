/**
 * CSV for the analytics exports (RFC 4180): every cell quoted when it holds a comma, a quote or a
 * line break, quotes doubled, CRLF between rows. A text cell starting with = + - @ (or a tab or
 * carriage return) gets a leading apostrophe, so a spreadsheet never runs it as a formula
 * (OWASP "CSV injection"); numbers are written as numbers.
 */
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvOf(rows: readonly (readonly CsvCell[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
