/** Line, direction, calendar (and for the printed view, a date) the 班次管理 tabs show. */
import { DatePicker, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { RouteSelect } from '../../../../components/pickers';
import { useCalendarOptions } from '../api/get-calendar-options';
import type { TimetableSelection } from '../api/get-timetable';

export const DIRECTIONS = [
  { value: 0, label: '上行' },
  { value: 1, label: '下行' },
];

interface Props {
  value: TimetableSelection;
  onChange(next: TimetableSelection): void;
  withDirection?: boolean;
  withDate?: boolean;
}

export function TimetableSelector({ value, onChange, withDirection = true, withDate = false }: Props) {
  const calendars = useCalendarOptions();
  return (
    <Space wrap className="tt-no-print">
      <RouteSelect
        id="tt-route"
        style={{ width: 240 }}
        value={value.routeId}
        allowClear={false}
        onChange={(routeId) => onChange({ ...value, routeId: routeId as string })}
      />
      {withDirection && (
        <Select
          id="tt-direction"
          style={{ width: 96 }}
          value={value.directionId}
          options={DIRECTIONS}
          onChange={(directionId) => onChange({ ...value, directionId })}
        />
      )}
      <Select
        id="tt-calendar"
        style={{ width: 140 }}
        placeholder="运营日历"
        value={value.calendarId}
        loading={calendars.isLoading}
        options={(calendars.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        onChange={(calendarId) => onChange({ ...value, calendarId })}
      />
      {withDate && (
        <DatePicker
          allowClear={false}
          placeholder="排班日期"
          value={value.date ? dayjs(value.date) : null}
          onChange={(date) => onChange({ ...value, date: date ? date.format('YYYY-MM-DD') : undefined })}
        />
      )}
    </Space>
  );
}
