/** 运营日历: the service calendars of the tenant. */
import { useState } from 'react';
import { Button, Tag, message, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Authorized } from '../../../../lib/permissions';
import { OPS_WEEKDAYS, PERMS, type OpsCalendarRecord } from '@bus/contracts';
import { confirmAction, CrudRowActions, ListTable, SearchForm, useListPage, SearchText } from '../../../../components/list-page';
import { CALENDAR_LIST_URL, calendarsQueryKey } from '../api/list-calendars';
import { useDeleteCalendar } from '../api/delete-calendar';
import { CalendarFormModal, WEEKDAY_LABELS } from './calendar-form-modal';

export function CalendarsTab() {
  const list = useListPage<OpsCalendarRecord>({ url: CALENDAR_LIST_URL, queryKey: calendarsQueryKey, defaultSort: { column: 'code', order: 'asc' } });
  const remove = useDeleteCalendar();
  const [form, setForm] = useState<{ record?: OpsCalendarRecord } | null>(null);

  const deleteCalendar = async (record: OpsCalendarRecord) => {
    if (!(await confirmAction(`确定删除运营日历「${record.name}」吗？`))) return;
    void message.success(await remove.mutateAsync(record.id));
    list.afterDelete(1);
  };

  const columns: TableColumnsType<OpsCalendarRecord> = [
    { title: '日历编码', dataIndex: 'code', key: 'code', sorter: true, width: 110 },
    { title: '日历名称', dataIndex: 'name', key: 'name', sorter: true, width: 140 },
    {
      title: '运营日',
      key: 'weekdays',
      render: (_, r) => {
        const days = OPS_WEEKDAYS.filter((d) => r[d]);
        return days.length ? days.map((d) => WEEKDAY_LABELS[d]).join('、') : <Tag color="warning">无运营日</Tag>;
      },
    },
    { title: '有效期', key: 'startDate', sorter: true, width: 210, render: (_, r) => `${r.startDate} 至 ${r.endDate}` },
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
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_, record) => (
        <CrudRowActions permissions={PERMS.ops.timetable} onEdit={() => setForm({ record })} onDelete={() => void deleteCalendar(record)} />
      ),
    },
  ];

  return (
    <>
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <SearchText name="name" label="日历名称" />
        <SearchText name="code" label="日历编码" />
      </SearchForm>
      <Authorized code={PERMS.ops.timetable.add}>
        <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => setForm({})}>
          新增
        </Button>
      </Authorized>
      <ListTable<OpsCalendarRecord> {...list.tableProps} rowSelection={undefined} columns={columns} locale={{ emptyText: '暂无运营日历' }} />
      <CalendarFormModal open={form !== null} record={form?.record} onClose={() => setForm(null)} />
    </>
  );
}
