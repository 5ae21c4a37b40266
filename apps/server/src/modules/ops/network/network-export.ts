import { newWorkbook } from '../../../lib/xlsx/workbook';

/** A one-sheet workbook of the given columns ([key, header, width]) with a bold header row. */
export async function buildSheet(
  title: string,
  columns: ReadonlyArray<readonly [string, string, number]>,
  rows: Array<Record<string, unknown>>,
): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet(title);
  sheet.columns = columns.map(([key, header, width]) => ({ key, header, width }));
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map(([key]) => [key, row[key] ?? ''])));
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
