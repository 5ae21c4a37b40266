/** 运营日历: the service calendars of the tenant. */
import { Tag } from 'antd';
import { OPS_WEEKDAYS, opsCalendarResource, type OpsCalendarRecord } from '@bus/contracts';
import { ResourceListPage, resourceSearchItems, type ColumnEntry } from '../../../../components/resource-kit';
import { calendarsApi } from '../api/calendars-api';
import { CalendarFormModal, WEEKDAY_LABELS } from './calendar-form-modal';

const columns: ReadonlyArray<ColumnEntry<OpsCalendarRecord>> = [
  'code',
  'name',
  {
    title: '运营日',
    key: 'weekdays',
    render: (_, r) => {
      const days = OPS_WEEKDAYS.filter((d) => r[d]);
      return days.length ? days.map((d) => WEEKDAY_LABELS[d]).join('、') : <Tag color="warning">无运营日</Tag>;
    },
  },
  ['startDate', { title: '有效期', width: 210, render: (_, r) => `${r.startDate} 至 ${r.endDate}` }],
  {
    title: '例外日期',
    key: 'dates',
    width: 180,
    render: (_, r) => {
      const removed = r.dates.filter((d) => d.exceptionType === 2).length;
      const added = r.dates.length - removed;
      return r.dates.length ? `停运 ${removed} 天，加开 ${added} 天` : '—';
    },
  },
  { title: '班次数', dataIndex: 'tripCount', key: 'tripCount', width: 90 },
];

export function CalendarsTab() {
  return (
    <ResourceListPage
      bare
      api={calendarsApi}
      title="运营日历"
      searchItems={resourceSearchItems(opsCalendarResource, ['name', 'code'])}
      columns={columns}
      actionsWidth={130}
      deleteOkText="确定"
      deleteQuestion={(record) => `确定删除运营日历「${record.name}」吗？`}
      renderForm={({ open, record, onClose }) => <CalendarFormModal open={open} record={record} onClose={onClose} />}
    />
  );
}
