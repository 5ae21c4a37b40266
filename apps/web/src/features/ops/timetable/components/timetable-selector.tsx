/** Line, direction, calendar (and for the printed view, a date) the 班次管理 tabs show. */
import { useMemo } from 'react';
import { DatePicker, Select, Space, Typography, type SelectProps } from 'antd';
import type { OpsCalendarOption } from '@bus/contracts';
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

/** the line's own calendars, then the others; each shown by name with its code, searched by either */
export function calendarSelectOptions(calendars: readonly OpsCalendarOption[]): NonNullable<SelectProps['options']> {
  const option = (c: OpsCalendarOption) => ({
    value: c.id,
    search: `${c.name} ${c.code}`.toLowerCase(),
    label: (
      <span>
        {c.name}{' '}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {c.code}
          {c.tripCount ? ` · ${c.tripCount} 班` : ''}
          {c.runsOnDate ? ' · 当日运行' : ''}
        </Typography.Text>
      </span>
    ),
  });
  const own = calendars.filter((c) => (c.tripCount ?? 0) > 0);
  if (own.length === 0) return calendars.map(option);
  return [
    { label: '本线路的运营日历', title: '本线路的运营日历', options: own.map(option) },
    { label: '其他运营日历', title: '其他运营日历', options: calendars.filter((c) => !own.includes(c)).map(option) },
  ];
}

export function TimetableSelector({ value, onChange, withDirection = true, withDate = false }: Props) {
  // one value per day: a new one on every render resets what the user is typing into the picker
  const day = useMemo(() => (value.date ? dayjs(value.date) : null), [value.date]);
  const calendars = useCalendarOptions(value.routeId, value.date);
  return (
    <Space wrap className="tt-no-print">
      <RouteSelect
        id="tt-route"
        aria-label="线路"
        style={{ width: 240 }}
        value={value.routeId}
        allowClear={false}
        onChange={(routeId) => onChange({ ...value, routeId: routeId as string })}
      />
      {withDirection && (
        <Select
          id="tt-direction"
          aria-label="方向"
          style={{ width: 96 }}
          value={value.directionId}
          options={DIRECTIONS}
          onChange={(directionId) => onChange({ ...value, directionId })}
        />
      )}
      <Select
        id="tt-calendar"
        aria-label="运营日历"
        style={{ width: 240 }}
        placeholder="运营日历"
        showSearch
        optionFilterProp="search"
        popupMatchSelectWidth={false}
        value={value.calendarId}
        loading={calendars.isLoading}
        options={calendarSelectOptions(calendars.data ?? [])}
        onChange={(calendarId: string) => onChange({ ...value, calendarId })}
      />
      {withDate && (
        <DatePicker
          allowClear={false}
          placeholder="排班日期"
          value={day}
          onChange={(date) => onChange({ ...value, date: date ? date.format('YYYY-MM-DD') : undefined })}
        />
      )}
    </Space>
  );
}
