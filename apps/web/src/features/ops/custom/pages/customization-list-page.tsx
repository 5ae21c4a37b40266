/**
 * 企业与个人定制 (zsgj/CustomizationList): custom-bus requests, 已提交 → 评估中 → 已开线 / 未通过;
 * 开始评估 starts the approval 定制线路评估, whose state each row shows with a link to it.
 */
import { useState } from 'react';
import { Button, Card, DatePicker, Form, Select, Space, Typography, type TableColumnsType } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { formatWeekdays, PERMS, type CustomRequestRecord } from '@bus/contracts';
import { ListTable, SearchForm, WideSearchItem, useListPage, SearchText } from '../../../../components/list-page';
import { ApprovalStateTag } from '../../../../components/approval/approval-state-tag';
import { DictTag } from '../../../../components/dict';
import { useDictItems } from '../../../../lib/dict-cache';
import { Authorized, usePermission } from '../../../../lib/permissions';
import { CUSTOM_REQUEST_EXPORT_URL, CUSTOM_REQUEST_LIST_URL, customRequestsQueryKey } from '../api/list-custom-requests';
import { customRequestActions } from '../components/custom-request-actions';
import { CustomDemandCard } from '../components/custom-demand-card';
import { CustomRequestDecisionModal, type Decision } from '../components/custom-request-decision-modal';

export default function CustomizationListPage({ title }: { title: string }) {
  const list = useListPage<CustomRequestRecord>({
    url: CUSTOM_REQUEST_LIST_URL,
    queryKey: customRequestsQueryKey,
    exportUrl: CUSTOM_REQUEST_EXPORT_URL,
    exportTitle: '定制需求',
    defaultSort: { column: 'submitTime', order: 'desc' },
  });
  const kinds = useDictItems('ops_custom_kind');
  const states = useDictItems('ops_custom_state');
  const { can } = usePermission();
  const [deciding, setDeciding] = useState<{ record: CustomRequestRecord; decision: Decision } | null>(null);
  const selectedIds = list.selectedRowKeys.map(String);

  const search = (values: Record<string, unknown>) => {
    const range = values.submitted as [Dayjs, Dayjs] | undefined;
    list.search({
      keyword: values.keyword,
      kind: values.kind,
      state: values.state,
      submitTime_begin: range?.[0]?.format('YYYY-MM-DD'),
      submitTime_end: range?.[1]?.format('YYYY-MM-DD'),
    });
  };

  const columns: TableColumnsType<CustomRequestRecord> = [
    {
      title: '类型',
      dataIndex: 'kind',
      key: 'kind',
      width: 64,
      render: (v: string, r) => <DictTag dictCode="ops_custom_kind" value={v} text={r.kind_dictText} />,
    },
    {
      title: '单位 / 联系人',
      key: 'contact',
      width: 175,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong ellipsis style={{ maxWidth: 170 }}>
            {r.company || r.contactName}
          </Typography.Text>
          <Typography.Text type="secondary">{`${r.company ? `${r.contactName} ` : ''}${r.contactPhone}`}</Typography.Text>
        </Space>
      ),
    },
    {
      title: '行程（出发 / 返程）',
      key: 'trip',
      width: 210,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>{`${r.fromPlace} → ${r.toPlace}`}</span>
          <Typography.Text type="secondary">{`${r.departTime}${r.returnTime ? ` / ${r.returnTime}` : ''} · ${formatWeekdays(r.weekdays)}`}</Typography.Text>
        </Space>
      ),
    },
    { title: '人数', dataIndex: 'passengers', key: 'passengers', width: 70, align: 'right', sorter: true },
    {
      title: '状态',
      dataIndex: 'state',
      key: 'state',
      width: 80,
      render: (v: string, r) => <DictTag dictCode="ops_custom_state" value={v} text={r.state_dictText} />,
    },
    {
      title: '评估审批',
      key: 'approval',
      width: 190,
      render: (_, r) => <ApprovalStateTag approval={r.approval} />,
    },
    {
      title: '开通线路 / 答复',
      key: 'reply',
      width: 170,
      // a fixed layout: the columns keep their widths whatever the replies hold
      ellipsis: true,
      render: (_, r) => (
        <Space direction="vertical" size={0} style={{ maxWidth: 150 }}>
          {r.routeNumber && <Typography.Text strong>{r.routeNumber}</Typography.Text>}
          {r.reply ? (
            <Typography.Text type="secondary" ellipsis={{ tooltip: r.reply }} style={{ maxWidth: 150 }}>
              {r.reply}
            </Typography.Text>
          ) : (
            !r.routeNumber && <Typography.Text type="secondary">—</Typography.Text>
          )}
        </Space>
      ),
    },
    { title: '提交时间', dataIndex: 'submitTime', key: 'submitTime', width: 150, sorter: true, render: (v: string | null) => v?.slice(0, 16) },
    {
      title: '操作',
      key: 'action',
      width: 136,
      fixed: 'right',
      render: (_, record) => {
        const actions = can(PERMS.ops.customization.edit) ? customRequestActions(record.state, record.approval) : [];
        if (actions.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
        return (
          <Space size={0}>
            {actions.includes('evaluate') && (
              <Button type="link" size="small" onClick={() => setDeciding({ record, decision: 'evaluate' })}>
                开始评估
              </Button>
            )}
            {actions.includes('open') && (
              <Button type="link" size="small" onClick={() => setDeciding({ record, decision: 'open' })}>
                开线
              </Button>
            )}
            {actions.includes('reject') && (
              <Button type="link" size="small" danger onClick={() => setDeciding({ record, decision: 'reject' })}>
                不通过
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  const options = (items: typeof kinds.data) => (items ?? []).map((i) => ({ value: i.value, label: i.text }));
  return (
    <Card title={title} variant="borderless">
      <CustomDemandCard />
      <SearchForm onSearch={search} onReset={list.reset}>
        <SearchText name="keyword" label="单位/联系人" placeholder="单位名称或联系人" />
        <Form.Item name="kind" label="定制类型">
          <Select allowClear placeholder="请选择" options={options(kinds.data)} />
        </Form.Item>
        <Form.Item name="state" label="状态">
          <Select allowClear placeholder="请选择" options={options(states.data)} />
        </Form.Item>
        <WideSearchItem>
          <Form.Item name="submitted" label="提交日期">
            <DatePicker.RangePicker style={{ width: '100%' }} placeholder={['开始日期', '结束日期']} />
          </Form.Item>
        </WideSearchItem>
      </SearchForm>
      <Space wrap>
        <Authorized code={PERMS.ops.customization.export}>
          <Button icon={<ExportOutlined />} loading={list.exporting} onClick={() => void list.exportXls()} style={{ marginBottom: 16 }}>
            {selectedIds.length ? `导出选中 (${selectedIds.length})` : '导出'}
          </Button>
        </Authorized>
      </Space>
      <ListTable<CustomRequestRecord> {...list.tableProps} columns={columns} locale={{ emptyText: '暂无定制需求' }} />
      <CustomRequestDecisionModal record={deciding?.record ?? null} decision={deciding?.decision ?? 'open'} onClose={() => setDeciding(null)} />
    </Card>
  );
}
