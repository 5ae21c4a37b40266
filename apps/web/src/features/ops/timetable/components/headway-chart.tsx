/** 发车间隔 across the day, one line per direction (ECharts, loaded only with this view). */
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { formatDaySeconds, type OpsHeadwaySeries } from '@bus/contracts';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function HeadwayChart({ series }: { series: OpsHeadwaySeries[] }) {
  const option = {
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: number) => `${value} 分钟`,
      axisPointer: { label: { formatter: ({ value }: { value: number }) => formatDaySeconds(value) } },
    },
    legend: { top: 0 },
    grid: { left: 48, right: 24, top: 36, bottom: 32 },
    xAxis: {
      type: 'value',
      name: '时刻',
      min: (v: { min: number }) => Math.floor(v.min / 3600) * 3600,
      max: (v: { max: number }) => Math.ceil(v.max / 3600) * 3600,
      interval: 7200,
      axisLabel: { formatter: (v: number) => formatDaySeconds(v) },
    },
    yAxis: { type: 'value', name: '间隔(分钟)', minInterval: 1 },
    series: series.map((s) => ({
      name: `${s.directionId === 0 ? '上行' : '下行'}${s.headsign ? `（开往${s.headsign}）` : ''}`,
      type: 'line',
      step: 'end',
      showSymbol: false,
      data: s.points,
    })),
  };
  return <ReactEChartsCore echarts={echarts} option={option} style={{ height: 260 }} notMerge lazyUpdate />;
}
