import { newWorkbook } from '../../../lib/xlsx/workbook';

/** One sheet of [key, header, width] columns, the header row bold (as every list export). */
export async function buildSheet<Row extends Record<string, unknown>>(
  title: string,
  columns: Array<[keyof Row & string, string, number]>,
  rows: Row[],
): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet(title);
  sheet.columns = columns.map(([key, header, width]) => ({ key, header, width }));
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map(([key]) => [key, row[key] ?? ''])));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
export const EXPORT_MAX_ROWS = 10_000;
