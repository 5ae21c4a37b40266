/**
 * What every list's 导出 shares: one sheet of [key, header, width] columns with a bold header
 * row, the rows the user ticked (all of the filtered list when none), the reply headers.
 */
import { newWorkbook } from './workbook';

export async function buildSheet(title: string, columns: ReadonlyArray<readonly [string, string, number]>, rows: ReadonlyArray<object>): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet(title);
  sheet.columns = columns.map(([key, header, width]) => ({ key, header, width }));
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map(([key]) => [key, (row as Record<string, unknown>)[key] ?? ''])));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** RFC 5987 Content-Disposition for a Chinese file name. */
export const attachment = (fileName: string) => `attachment; filename="${encodeURIComponent(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** at most this many rows per export */
export const EXPORT_MAX_ROWS = 10_000;

export const splitIds = (text: unknown) =>
  (typeof text === 'string' ? text : '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .slice(0, 1000);

/** the rows whose id is in `selections` (a comma list of ticked rows), or every row when none is */
export function selectedOnly<T extends { id: string }>(rows: T[], selections: string | undefined): T[] {
  const chosen = new Set((selections ?? '').split(',').filter(Boolean));
  return chosen.size === 0 ? rows : rows.filter((row) => chosen.has(row.id));
}
