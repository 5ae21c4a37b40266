/** 线路巡检 (zsgj/LineCheckList): findings on lines and stops, followed up 待处理 → 已指派 → 已整改 → 已关闭. */
import { useState } from 'react';
import { Button, Card, DatePicker, Form, Select, Typography, message } from 'antd';
import { ExportOutlined, PictureOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { PERMS, type LineCheckRecord } from '@bus/contracts';
import {
  confirmAction,
  CrudToolbar,
  ListTable,
  RowActions,
  SearchForm,
  useListPage,
  WideSearchItem,
  type ListColumnsType,
} from '../../../../components/list-page';
import { reportFailure } from '../../../../components/form-modal';
import { DictTag } from '../../../../components/dict';
import { RouteSelect, UserSelectInput } from '../../../../components/pickers';
import { useDictItems } from '../../../../lib/dict-cache';
import { Authorized } from '../../../../lib/permissions';
import { useDeleteLineChecks } from '../api/delete-line-checks';
import { LINE_CHECK_EXPORT_URL, LINE_CHECK_LIST_URL, lineChecksQueryKey } from '../api/list-line-checks';
import { useMoveLineCheck } from '../api/move-line-check';
import { lineCheckActions, type LineCheckActionKey } from '../components/line-check-actions';
import { LineCheckDrawer } from '../components/line-check-drawer';
import { LineCheckFollowUpModal, type FollowUpKind } from '../components/line-check-follow-up-modal';
import { LineCheckFormModal } from '../components/line-check-form-modal';

export default function LineCheckListPage({ title }: { title: string }) {
  const list = useListPage<LineCheckRecord>({
    url: LINE_CHECK_LIST_URL,
    queryKey: lineChecksQueryKey,
    exportUrl: LINE_CHECK_EXPORT_URL,
    exportTitle: '线路巡检',
    defaultSort: { column: 'checkTime', order: 'desc' },
  });
  const categories = useDictItems('ops_check_category');
  const states = useDictItems('ops_check_state');
  const remove = useDeleteLineChecks();
  const move = useMoveLineCheck();
  const [form, setForm] = useState<{ record?: LineCheckRecord } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [followUp, setFollowUp] = useState<{ kind: FollowUpKind; record: LineCheckRecord } | null>(null);
  const selectedIds = list.selectedRowKeys.map(String);

  const search = (values: Record<string, unknown>) => {
    const { checkDate, ...rest } = values as { checkDate?: [Dayjs | null, Dayjs | null] | null };
    list.search({ ...rest, checkTime_begin: checkDate?.[0]?.format('YYYY-MM-DD'), checkTime_end: checkDate?.[1]?.format('YYYY-MM-DD') });
  };

  const deleteRows = async (ids: string[]) => {
    if (
      !(await confirmAction(
        ids.length > 1 ? `确定删除选中的 ${ids.length} 条巡检记录吗？` : '确定删除该巡检记录吗？',
        '删除后照片与整改记录一并删除，不能恢复。',
      ))
    )
      return;
    void message.success(await remove.mutateAsync(ids));
    if (viewing && ids.includes(viewing)) setViewing(null);
    list.afterDelete(ids.length);
  };

  const act = async (action: LineCheckActionKey, record: LineCheckRecord) => {
    if (action !== 'close') return setFollowUp({ kind: action, record });
    if (!(await confirmAction('确定关闭该巡检记录吗？', '关闭后记录不能再修改。', '关闭'))) return;
    try {
      const done = await move.mutateAsync({ action: 'close', body: { id: record.id, version: record.version } });
      void message.success(done.message);
    } catch (error) {
      reportFailure(error, '关闭失败');
    }
  };

  const categoryOptions = (categories.data ?? []).map((i) => ({ value: i.value, label: i.text }));
  const stateOptions = (states.data ?? []).map((i) => ({ value: i.value, label: i.text }));

  const columns: ListColumnsType<LineCheckRecord> = [
    {
      title: '巡检时间',
      dataIndex: 'checkTime',
      key: 'checkTime',
      sorter: true,
      width: 150,
      fixed: 'left',
      // to the minute: the seconds only widen the column
      render: (v: string | null) => v?.slice(0, 16),
    },
    { title: '线路', dataIndex: 'routeNumber', key: 'routeNumber', width: 72, fitContent: true },
    // a stop's whole name (it was cut after four characters); the findings take the ellipsis
    { title: '站点', dataIndex: 'stopName', key: 'stopName', width: 80, ellipsis: true, fitContent: { max: 220 }, render: (v: string | null) => v ?? '—' },
    {
      title: '问题类别',
      dataIndex: 'category',
      key: 'category',
      width: 90,
      render: (v: string, r) => <DictTag dictCode="ops_check_category" value={v} text={r.category_dictText} />,
    },
    { title: '巡检发现', dataIndex: 'findings', key: 'findings', width: 160, ellipsis: true },
    {
      title: '照片',
      dataIndex: 'photos',
      key: 'photos',
      width: 64,
      render: (v: string[]) =>
        v.length ? (
          <Typography.Text type="secondary" title={`${v.length} 张照片`}>
            <PictureOutlined /> {v.length}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    { title: '巡检人', dataIndex: 'inspectorName', key: 'inspector', width: 76, render: (v: string | null, r) => v ?? r.inspector },
    {
      title: '状态',
      dataIndex: 'state',
      key: 'state',
      width: 80,
      render: (v: string, r) => <DictTag dictCode="ops_check_state" value={v} text={r.state_dictText} />,
    },
    { title: '整改责任人', dataIndex: 'assigneeName', key: 'assignee', width: 96, fitContent: true, render: (v: string | null, r) => v ?? r.assignee ?? '—' },
    {
      title: '操作',
      key: 'action',
      width: 160,
      fixed: 'right',
      render: (_, record) => (
        <RowActions
          actions={[
            { key: 'view', label: '详情', onClick: () => setViewing(record.id) },
            ...lineCheckActions(record.state)
              .slice(0, 1)
              .map((a) => ({ key: a.key, label: a.label, code: a.code, onClick: () => void act(a.key, record) })),
            { key: 'delete', label: '删除', code: PERMS.ops.lineCheck.delete, danger: true, onClick: () => void deleteRows([record.id]) },
          ]}
        />
      ),
    },
  ];

  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={search} onReset={list.reset}>
        <Form.Item name="routeId" label="线路">
          <RouteSelect />
        </Form.Item>
        <Form.Item name="state" label="状态">
          <Select allowClear placeholder="请选择" options={stateOptions} />
        </Form.Item>
        <Form.Item name="category" label="问题类别">
          <Select allowClear placeholder="请选择" options={categoryOptions} />
        </Form.Item>
        <Form.Item name="inspector" label="巡检人">
          <UserSelectInput multiple={false} placeholder="请选择巡检人" />
        </Form.Item>
        <WideSearchItem>
          <Form.Item name="checkDate" label="巡检日期">
            <DatePicker.RangePicker style={{ width: '100%' }} placeholder={['开始日期', '结束日期']} allowEmpty={[true, true]} />
          </Form.Item>
        </WideSearchItem>
      </SearchForm>
      <CrudToolbar
        permissions={PERMS.ops.lineCheck}
        onAdd={() => setForm({})}
        selectedCount={selectedIds.length}
        onBatchDelete={() => void deleteRows(selectedIds)}
      >
        <Authorized code={PERMS.ops.lineCheck.export}>
          <Button icon={<ExportOutlined />} loading={list.exporting} onClick={() => void list.exportXls()}>
            {selectedIds.length ? `导出选中 (${selectedIds.length})` : '导出'}
          </Button>
        </Authorized>
      </CrudToolbar>
      <ListTable<LineCheckRecord> {...list.tableProps} columns={columns} scroll={{ x: 1100 }} locale={{ emptyText: '暂无巡检记录' }} />
      <LineCheckFormModal open={form !== null} record={form?.record} onClose={() => setForm(null)} />
      <LineCheckDrawer
        id={viewing}
        onClose={() => setViewing(null)}
        onEdit={(record) => setForm({ record })}
        onAction={(action, record) => void act(action, record)}
      />
      <LineCheckFollowUpModal kind={followUp?.kind ?? null} record={followUp?.record ?? null} onClose={() => setFollowUp(null)} />
    </Card>
  );
}
