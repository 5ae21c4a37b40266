import type { Workbook } from 'exceljs';

/**
 * A new ExcelJS workbook. ExcelJS is loaded at the first export or import rather than at every
 * server start, where compiling it took about 180 ms of a 2 s start (issue 10: cold start).
 */
export async function newWorkbook(): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  return new ExcelJS.Workbook();
}
