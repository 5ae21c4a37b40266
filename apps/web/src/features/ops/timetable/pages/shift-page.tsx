/**
 * 班次管理 (zsgj/ShiftList): the printed timetable of a line with its drivers and headways, the
 * trip editor with the headway generator, blocks (车次链) and service calendars (运营日历).
 */
import { useEffect, useRef, useState } from 'react';
import { Card, Tabs } from 'antd';
import dayjs from 'dayjs';
import { defaultCalendarId } from '@bus/contracts';
import { useSearchParams } from 'react-router';
import { useRouteOptions } from '../../../../components/pickers';
import { useCalendarOptions } from '../api/get-calendar-options';
import type { TimetableSelection } from '../api/get-timetable';
import { BlocksTab } from '../components/blocks-tab';
import { CalendarsTab } from '../components/calendars-tab';
import { TimetableSelector } from '../components/timetable-selector';
import { TimetableView } from '../components/timetable-view';
import { TripGrid } from '../components/trip-grid';

export default function ShiftPage({ title }: { title: string }) {
  const routes = useRouteOptions();
  const [tab, setTab] = useState('view');
  // a link may name the line and calendar (/zsgj/shift?routeId=…&calendarId=…)
  const [params] = useSearchParams();
  const [selection, setSelection] = useState<TimetableSelection>(() => ({
    directionId: 0,
    date: dayjs().format('YYYY-MM-DD'),
    routeId: params.get('routeId') || undefined,
    calendarId: params.get('calendarId') || undefined,
  }));

  // otherwise start on the first line, so the page shows a timetable at once
  useEffect(() => {
    setSelection((current) => ({ ...current, routeId: current.routeId ?? routes.data?.[0]?.id }));
  }, [routes.data]);

  // each line opens on its calendar that runs on the date (today), not on whichever code sorts first;
  // a calendar named in the link is kept for its line
  const calendars = useCalendarOptions(selection.routeId, selection.date);
  const defaultedFor = useRef(params.get('calendarId') ? params.get('routeId') : null);
  useEffect(() => {
    if (!selection.routeId || !calendars.data || defaultedFor.current === selection.routeId) return;
    defaultedFor.current = selection.routeId;
    const calendarId = defaultCalendarId(calendars.data);
    setSelection((current) => ({ ...current, calendarId }));
  }, [selection.routeId, calendars.data]);

  const selector = (withDirection: boolean, withDate = false) => (
    <div style={{ marginBottom: 12 }}>
      <TimetableSelector value={selection} onChange={setSelection} withDirection={withDirection} withDate={withDate} />
    </div>
  );

  return (
    <Card title={title} variant="borderless">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          {
            key: 'view',
            label: '时刻表',
            children: (
              <>
                {selector(true, true)}
                <TimetableView selection={selection} />
              </>
            ),
          },
          {
            key: 'trips',
            label: '班次编辑',
            children: (
              <>
                {selector(true)}
                <TripGrid selection={selection} />
              </>
            ),
          },
          {
            key: 'blocks',
            label: '车次链',
            children: (
              <>
                {selector(false)}
                <BlocksTab selection={selection} />
              </>
            ),
          },
          { key: 'calendars', label: '运营日历', children: <CalendarsTab /> },
        ]}
      />
    </Card>
  );
}
