/** A UTF-8 byte order mark: Excel then opens Cyrillic text correctly. */
const bom = '\uFEFF';

const field = (value: string | number | boolean | null): string => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** RFC 4180 text: a header line, then one line per row, CRLF between lines, with a BOM in front. */
export const toCsv = <Row>(
  columns: readonly (readonly [string, (row: Row) => string | number | boolean | null])[],
  rows: readonly Row[],
): string =>
  bom +
  [columns.map(([name]) => field(name)), ...rows.map((row) => columns.map(([, value]) => field(value(row))))]
    .map((line) => line.join(','))
    .join('\r\n') +
  '\r\n';
