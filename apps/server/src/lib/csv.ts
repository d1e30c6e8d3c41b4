/**
 * RFC 4180 CSV. Cells that a spreadsheet would read as a formula (=, +, -, @, tab, CR) get a
 * leading apostrophe, so a value a company or person typed can never run in the reader's
 * spreadsheet (CSV injection).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
