/** 公告管理 (zsgj/NoticeList): passenger notices on lines and stops, drafted, 发布ed and 撤回n; expired ones are marked. */
import { useState } from 'react';
import { Button, Card, Form, Input, Select, Space, message, type TableColumnsType } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { PERMS, type NoticeRecord } from '@bus/contracts';
import { reportFailure } from '../../../../components/form-modal';
import { confirmAction, CrudToolbar, ListTable, RowActions, SearchForm, useListPage } from '../../../../components/list-page';
import { DictTag } from '../../../../components/dict';
import { RouteSelect } from '../../../../components/pickers';
import { useDictItems } from '../../../../lib/dict-cache';
import { Authorized } from '../../../../lib/permissions';
import { useDeleteNotices } from '../api/delete-notices';
import { NOTICE_EXPORT_URL, NOTICE_LIST_URL, noticesQueryKey } from '../api/list-notices';
import { useMoveNotice } from '../api/move-notice';
import { noticeActions, noticeConfirmation, type NoticeActionKey } from '../components/notice-actions';
import { NoticeDetailModal } from '../components/notice-detail-modal';
import { NoticeFormModal } from '../components/notice-form-modal';
import { NoticeStateTag } from '../components/notice-state-tag';

/** times to the minute: the seconds only widen the columns */
const toMinute = (value: string | null) => value?.slice(0, 16);

export default function NoticeListPage({ title }: { title: string }) {
  const list = useListPage<NoticeRecord>({ url: NOTICE_LIST_URL, queryKey: noticesQueryKey, exportUrl: NOTICE_EXPORT_URL, exportTitle: '乘客公告' });
  const kinds = useDictItems('ops_notice_kind');
  const states = useDictItems('ops_notice_state');
  const remove = useDeleteNotices();
  const move = useMoveNotice();
  const [form, setForm] = useState<{ record?: NoticeRecord } | null>(null);
  const [viewing, setViewing] = useState<NoticeRecord | null>(null);
  const selectedIds = list.selectedRowKeys.map(String);

  const deleteRows = async (ids: string[]) => {
    if (!(await confirmAction(ids.length > 1 ? `确定删除选中的 ${ids.length} 条公告吗？` : '确定删除该公告吗？', '只有草稿可以删除，删除后不能恢复。'))) return;
    try {
      void message.success(await remove.mutateAsync(ids));
      list.afterDelete(ids.length);
    } catch (error) {
      reportFailure(error, '删除失败');
    }
  };

  const changeState = async (action: 'release' | 'revoke', record: NoticeRecord) => {
    const ask = noticeConfirmation(action, record.title);
    if (!(await confirmAction(ask.title, ask.content, ask.okText))) return;
    try {
      void message.success(await move.mutateAsync({ action, id: record.id, version: record.version }));
    } catch (error) {
      reportFailure(error, action === 'release' ? '发布失败' : '撤回失败');
    }
  };

  const run = (key: NoticeActionKey, record: NoticeRecord) => {
    if (key === 'edit') setForm({ record });
    else if (key === 'delete') void deleteRows([record.id]);
    else void changeState(key, record);
  };

  const columns: TableColumnsType<NoticeRecord> = [
    { title: '标题', dataIndex: 'title', key: 'title', width: 190, ellipsis: true, fixed: 'left' },
    {
      title: '类型',
      dataIndex: 'kind',
      key: 'kind',
      width: 90,
      render: (v: string, r) => <DictTag dictCode="ops_notice_kind" value={v} text={r.kind_dictText} />,
    },
    {
      title: '涉及线路',
      dataIndex: 'routeNumbers',
      key: 'routeNumbers',
      width: 120,
      ellipsis: true,
      render: (v: string[]) => (v.length ? v.join('、') : '不限线路'),
    },
    { title: '涉及站点', dataIndex: 'stopNames', key: 'stopNames', width: 110, ellipsis: true, render: (v: string[]) => (v.length ? v.join('、') : '—') },
    { title: '生效时间', dataIndex: 'validFrom', key: 'validFrom', sorter: true, width: 150, render: toMinute },
    { title: '失效时间', dataIndex: 'validTo', key: 'validTo', sorter: true, width: 150, render: (v: string | null) => (v ? toMinute(v) : '长期有效') },
    { title: '状态', dataIndex: 'shownState', key: 'state', width: 80, render: (_, r) => <NoticeStateTag record={r} /> },
    {
      title: '操作',
      key: 'action',
      width: 200,
      fixed: 'right',
      render: (_, record) => (
        <RowActions
          actions={[
            { key: 'view', label: '查看', onClick: () => setViewing(record) },
            ...noticeActions(record.shownState).map((a) => ({ ...a, onClick: () => run(a.key, record) })),
          ]}
        />
      ),
    },
  ];

  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <Form.Item name="title" label="标题">
          <Input placeholder="请输入标题关键字" allowClear />
        </Form.Item>
        <Form.Item name="kind" label="公告类型">
          <Select allowClear placeholder="请选择" options={(kinds.data ?? []).map((i) => ({ value: i.value, label: i.text }))} />
        </Form.Item>
        <Form.Item name="state" label="状态">
          <Select allowClear placeholder="请选择" options={(states.data ?? []).map((i) => ({ value: i.value, label: i.text }))} />
        </Form.Item>
        <Form.Item name="routeId" label="线路">
          <RouteSelect />
        </Form.Item>
      </SearchForm>
      <Space wrap>
        <CrudToolbar
          permissions={PERMS.ops.notice}
          onAdd={() => setForm({})}
          selectedCount={selectedIds.length}
          onBatchDelete={() => void deleteRows(selectedIds)}
        />
        <Authorized code={PERMS.ops.notice.export}>
          <Button icon={<ExportOutlined />} loading={list.exporting} onClick={() => void list.exportXls()} style={{ marginBottom: 16 }}>
            {selectedIds.length ? `导出选中 (${selectedIds.length})` : '导出'}
          </Button>
        </Authorized>
      </Space>
      <ListTable<NoticeRecord> {...list.tableProps} columns={columns} scroll={{ x: 1100 }} locale={{ emptyText: '暂无公告' }} />
      <NoticeFormModal open={form !== null} record={form?.record} onClose={() => setForm(null)} />
      <NoticeDetailModal record={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
