/**
 * 时刻表: the printed timetable of a line direction and calendar with its drivers and the headway
 * chart, and for the chosen date whether the line's buses and drivers can run it.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, Card, Empty, Space, Spin, Typography } from 'antd';
import { PrinterOutlined, DownloadOutlined } from '@ant-design/icons';
import { formatDaySeconds, PERMS } from '@bus/contracts';
import { CoverageNotice } from '../../../../components/ops';
import { usePermission } from '../../../../lib/permissions';
import { clearPrintScope, isOnScreen, setPrintScope } from '../../../../lib/print-scope';
import { useCoverage } from '../api/get-coverage';
import { useTimetable, type TimetableSelection } from '../api/get-timetable';
import { useHeadways } from '../api/get-headways';
import { exportTimetable } from '../api/export-timetable';
import { PrintedTimetable } from './printed-timetable';
import { DIRECTIONS } from './timetable-selector';

const HeadwayChart = lazy(() => import('./headway-chart'));

export function TimetableView({ selection }: { selection: TimetableSelection }) {
  const timetable = useTimetable(selection);
  const headways = useHeadways(selection.routeId, selection.calendarId);
  const coverage = useCoverage(selection.date, selection.routeId);
  const { can } = usePermission();
  const [printing, setPrinting] = useState(false);
  const printable = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // the browser's print (Ctrl+P) of this page prints the timetable; a print of another page,
    // this one kept in a hidden tab, is none of its business
    const before = () => {
      if (!isOnScreen(printable.current)) return;
      setPrintScope('timetable');
      setPrinting(true);
    };
    const after = () => {
      clearPrintScope('timetable');
      setPrinting(false);
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      clearPrintScope('timetable');
    };
  }, []);
  useEffect(() => {
    if (!printing) return;
    // the table for paper is rendered before the browser lays out the page
    const timer = window.setTimeout(() => window.print(), 50);
    return () => window.clearTimeout(timer);
  }, [printing]);

  if (!selection.routeId || !selection.calendarId) return <Empty description="请选择线路和运营日历" />;
  if (timetable.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  const data = timetable.data;
  if (!data) return <Empty description="加载失败" />;
  const direction = DIRECTIONS.find((d) => d.value === data.directionId)?.label;
  const title = `${data.route.number} ${data.route.name} · ${direction}${data.headsign ? `（开往${data.headsign}）` : ''} · ${data.calendar.name}`;

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <div className="tt-no-print">
        <CoverageNotice coverage={coverage.data} />
      </div>
      <div className="tt-printable" ref={printable}>
        <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Space className="tt-no-print">
            <Typography.Text type="secondary">
              {data.trips.length} 个班次
              {data.trips.length ? `，${formatDaySeconds(data.trips[0].startTime)} – ${formatDaySeconds(data.trips[data.trips.length - 1].startTime)}` : ''}
            </Typography.Text>
            <Button
              icon={<PrinterOutlined />}
              onClick={() => {
                setPrintScope('timetable');
                setPrinting(true);
              }}
              disabled={!data.trips.length}
            >
              打印
            </Button>
            {can(PERMS.ops.timetable.export) && (
              <Button
                icon={<DownloadOutlined />}
                disabled={!data.trips.length}
                onClick={() =>
                  void exportTimetable(
                    { routeId: data.route.id, directionId: data.directionId, calendarId: data.calendar.id },
                    `${data.route.number}-${direction}-${data.calendar.name}时刻表.xlsx`,
                  )
                }
              >
                导出
              </Button>
            )}
          </Space>
        </Space>
        {data.trips.length ? (
          <PrintedTimetable timetable={data} withDrivers={!!selection.date} printing={printing} />
        ) : (
          <Empty description="该线路方向在此日历下还没有班次，请在「班次编辑」中生成" />
        )}
      </div>
      <Card size="small" title="全天发车间隔" className="tt-no-print">
        {headways.data ? (
          <Suspense fallback={<Spin />}>
            <HeadwayChart series={headways.data} />
          </Suspense>
        ) : (
          <Spin />
        )}
      </Card>
    </Space>
  );
}
