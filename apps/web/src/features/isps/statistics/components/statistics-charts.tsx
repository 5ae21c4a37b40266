/**
 * The report's charts (ECharts, imported piece by piece so only this page's chunk carries them):
 * the trend of money in, refunds and fares, and a breakdown's money in and refunds by row.
 * Amounts arrive in 分 and show as yuan through formatYuan. Without animation for a user who asks
 * the system for reduced motion.
 */
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { formatYuan, type StatisticsTrendPoint } from '@bus/contracts';
import { usePrefersReducedMotion } from '../../../../lib/use-prefers-reduced-motion';

echarts.use([BarChart, LineChart, PieChart, AriaComponent, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const COLORS = { moneyIn: '#1677ff', refund: '#fa8c16', fare: '#13a8a8' };
/** the axis in whole yuan (the tooltip gives the exact amount) */
const yuanAxis = { type: 'value', name: '元', axisLabel: { formatter: (cents: number) => Math.round(cents / 100).toLocaleString('zh-CN') } } as const;
const tooltip = { trigger: 'axis', valueFormatter: (cents: number) => formatYuan(cents) } as const;

export function TrendChart({ points }: { points: StatisticsTrendPoint[] }) {
  const still = usePrefersReducedMotion();
  const option = {
    animation: !still,
    aria: { enabled: true },
    color: [COLORS.moneyIn, COLORS.refund, COLORS.fare],
    tooltip,
    legend: { top: 0 },
    grid: { left: 72, right: 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: points.map((p) => (p.period.length === 10 ? p.period.slice(5) : p.period)) },
    yAxis: yuanAxis,
    series: [
      { name: '收款', type: 'bar', data: points.map((p) => p.moneyInCents), barMaxWidth: 18 },
      { name: '退款', type: 'bar', data: points.map((p) => p.refundCents), barMaxWidth: 18 },
      { name: '乘车扣费', type: 'line', data: points.map((p) => p.fareCents) },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} style={{ height: 320 }} notMerge lazyUpdate />;
}

interface BreakdownRow {
  name: string;
  moneyInCents: number;
  refundCents: number;
}

/** a breakdown's money in as shares of a ring (channels), or its money in and refunds as bars */
export function BreakdownChart({ rows, kind }: { rows: BreakdownRow[]; kind: 'pie' | 'bar' }) {
  const still = usePrefersReducedMotion();
  const shown = rows.filter((row) => row.moneyInCents !== 0 || row.refundCents !== 0);
  const option =
    kind === 'pie'
      ? {
          animation: !still,
          aria: { enabled: true },
          tooltip: { trigger: 'item', valueFormatter: (cents: number) => formatYuan(cents) },
          legend: { bottom: 0, type: 'scroll' },
          series: [
            {
              name: '收款',
              type: 'pie',
              radius: ['40%', '68%'],
              center: ['50%', '45%'],
              label: { formatter: '{b}\n{d}%' },
              data: shown.map((row) => ({ name: row.name, value: row.moneyInCents })),
            },
          ],
        }
      : {
          animation: !still,
          aria: { enabled: true },
          color: [COLORS.moneyIn, COLORS.refund],
          tooltip,
          legend: { top: 0 },
          grid: { left: 140, right: 24, top: 32, bottom: 24 },
          xAxis: yuanAxis,
          yAxis: { type: 'category', inverse: true, data: shown.map((row) => row.name), axisLabel: { width: 120, overflow: 'truncate' } },
          series: [
            { name: '收款', type: 'bar', data: shown.map((row) => row.moneyInCents), barMaxWidth: 14 },
            { name: '退款', type: 'bar', data: shown.map((row) => row.refundCents), barMaxWidth: 14 },
          ],
        };
  return <ReactEChartsCore echarts={echarts} option={option} style={{ height: 300 }} notMerge lazyUpdate />;
}
