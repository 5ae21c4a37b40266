import { newWorkbook } from '../../../lib/xlsx/workbook';
import type { SystemLog } from '@bus/contracts';

const COLUMNS: Array<[keyof SystemLog, string, number]> = [
  ['logType_dictText', '日志类型', 10],
  ['content', '日志内容', 40],
  ['username', '操作人', 14],
  ['ip', 'IP', 16],
  ['method', '请求方法', 10],
  ['url', '请求地址', 36],
  ['status', '状态码', 8],
  ['costMs', '耗时(毫秒)', 12],
  ['createTime', '创建时间', 20],
];

export async function buildLogWorkbook(rows: SystemLog[]): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet('系统日志');
  sheet.columns = COLUMNS.map(([key, header, width]) => ({ key, header, width }));
  for (const row of rows) sheet.addRow(Object.fromEntries(COLUMNS.map(([key]) => [key, row[key] ?? ''])));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
