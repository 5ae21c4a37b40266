/**
 * 统计报表 as a workbook: the headline figures beside the period before, the trend, a sheet per
 * breakdown and the definitions. Money goes in as yuan numbers with two decimals, so finance can
 * add them up in Excel; the report's cents are exact, the division is only for display.
 */
import type { Worksheet } from 'exceljs';
import { STATISTICS_DEFINITIONS, type StatisticsFigures, type StatisticsReport } from '@bus/contracts';
import { newWorkbook } from '../../../lib/xlsx/workbook';

type Column = readonly [key: string, header: string, width: number, money?: boolean];

const YUAN = '#,##0.00';
const yuan = (cents: number) => cents / 100;

function fill(sheet: Worksheet, columns: readonly Column[], rows: ReadonlyArray<Record<string, unknown>>): void {
  sheet.columns = columns.map(([key, header, width, money]) => ({ key, header, width, style: money ? { numFmt: YUAN } : {} }));
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map(([key, , , money]) => [key, money ? yuan(Number(row[key] ?? 0)) : (row[key] ?? '')])));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

const HEADLINES: ReadonlyArray<readonly [keyof StatisticsFigures, string, boolean]> = [
  ['moneyInCents', '收款（元）', true],
  ['refundCents', '退款（元）', true],
  ['netCents', '净收入（元）', true],
  ['fareCents', '乘车扣费（元）', true],
  ['fareCount', '乘车笔数', false],
  ['newCards', '新办卡（张）', false],
  ['topUpCount', '充值笔数', false],
];

/** the change from the previous period, as a share (empty when there was nothing before) */
const change = (current: number, previous: number) => (previous === 0 ? '' : (current - previous) / Math.abs(previous));

export async function statisticsWorkbook(report: StatisticsReport): Promise<Buffer> {
  const book = await newWorkbook();
  const period = `${report.start} 至 ${report.end}`;
  const summary = book.addWorksheet('汇总');
  fill(
    summary,
    [
      ['name', '指标', 18],
      ['current', `本期 ${period}`, 26],
      ['previous', `上期 ${report.previousStart} 至 ${report.previousEnd}`, 26],
      ['change', '环比', 12],
    ],
    HEADLINES.map(([key, name, money]) => ({
      name,
      current: money ? yuan(report.figures[key]) : report.figures[key],
      previous: money ? yuan(report.previousFigures[key]) : report.previousFigures[key],
      change: change(report.figures[key], report.previousFigures[key]),
    })),
  );
  summary.getColumn('change').numFmt = '0.0%';
  HEADLINES.forEach(([, , money], i) => {
    if (money) for (const key of ['current', 'previous']) summary.getRow(i + 2).getCell(key).numFmt = YUAN;
  });

  fill(
    book.addWorksheet('趋势'),
    [
      ['period', report.granularity === 'day' ? '日期' : '月份', 14],
      ['moneyInCents', '收款（元）', 16, true],
      ['refundCents', '退款（元）', 16, true],
      ['fareCents', '乘车扣费（元）', 16, true],
    ],
    report.trend,
  );
  fill(
    book.addWorksheet('按支付方式'),
    [
      ['name', '支付方式', 16],
      ['count', '收款笔数', 12],
      ['moneyInCents', '收款（元）', 16, true],
      ['refundCents', '退款（元）', 16, true],
      ['netCents', '净收入（元）', 16, true],
    ],
    report.byChannel,
  );
  fill(
    book.addWorksheet('按卡类型'),
    [
      ['name', '卡类型', 24],
      ['newCards', '新办卡（张）', 12],
      ['moneyInCents', '收款（元）', 16, true],
      ['refundCents', '退款（元）', 16, true],
      ['fareCents', '乘车扣费（元）', 16, true],
      ['fareCount', '乘车笔数', 12],
    ],
    report.byCardType,
  );
  fill(
    book.addWorksheet('按网点'),
    [
      ['name', '补登网点', 26],
      ['newCards', '新办卡（张）', 12],
      ['topUpCount', '充值笔数', 12],
      ['moneyInCents', '收款（元）', 16, true],
      ['refundCents', '退款（元）', 16, true],
      ['netCents', '净收入（元）', 16, true],
    ],
    report.byPlace,
  );
  fill(
    book.addWorksheet('口径说明'),
    [
      ['name', '指标', 12],
      ['definition', '口径', 90],
    ],
    [...STATISTICS_DEFINITIONS.map(([name, definition]) => ({ name, definition })), { name: '时间', definition: '按北京时间（UTC+8）划分日、月' }],
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}
