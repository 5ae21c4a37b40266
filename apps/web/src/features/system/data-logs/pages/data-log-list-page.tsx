/** 数据日志 (system/DataLogList): versions of records; pick two versions of one record and compare them. */
import { useState } from 'react';
import { Button, Card, DatePicker, Form, Input, Space, Tooltip, message, type TableColumnsType } from 'antd';
import { DiffOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import type { DataLog } from '@bus/contracts';
import { SearchForm, WideSearchItem, useListPage, ListTable } from '../../../../components/list-page';
import { DATA_LOG_LIST_URL, dataLogsQueryKey } from '../api/list-data-logs';
import { CompareModal } from '../components/compare-modal';
import { comparePair } from '../components/compare-selection';

export default function DataLogListPage({ title }: { title: string }) {
  const list = useListPage<DataLog>({ url: DATA_LOG_LIST_URL, queryKey: dataLogsQueryKey });
  const [comparing, setComparing] = useState<{ ids: [string, string]; labels: [string, string] } | null>(null);

  const search = (values: Record<string, unknown>) => {
    const range = values.range as [Dayjs, Dayjs] | undefined;
    list.search({
      dataTable: values.dataTable,
      dataId: values.dataId,
      createTime_begin: range?.[0]?.format('YYYY-MM-DD HH:mm:ss'),
      createTime_end: range?.[1]?.format('YYYY-MM-DD HH:mm:ss'),
    });
  };
  const compare = () => {
    const pair = comparePair(list.selectedRows);
    if ('error' in pair) {
      void message.warning(pair.error);
      return;
    }
    const byId = new Map(list.selectedRows.map((r) => [r.id, r]));
    const label = (id: string) => `版本 ${byId.get(id)?.dataVersion}（${byId.get(id)?.createTime}）`;
    setComparing({ ids: pair.ids, labels: [label(pair.ids[0]), label(pair.ids[1])] });
  };

  const columns: TableColumnsType<DataLog> = [
    { title: '表名', dataIndex: 'dataTable', key: 'dataTable', width: 160 },
    { title: '数据 ID', dataIndex: 'dataId', key: 'dataId', width: 300 },
    { title: '版本号', dataIndex: 'dataVersion', key: 'dataVersion', width: 80, sorter: true },
    {
      title: '数据内容',
      dataIndex: 'dataContent',
      key: 'dataContent',
      width: 360,
      ellipsis: { showTitle: false },
      render: (v: string) => (
        <Tooltip title={<pre style={{ margin: 0, maxHeight: 300, overflow: 'auto' }}>{v}</pre>} overlayStyle={{ maxWidth: 600 }}>
          {v}
        </Tooltip>
      ),
    },
    { title: '操作人', dataIndex: 'createBy', key: 'createBy', width: 100 },
    { title: '创建时间', dataIndex: 'createTime', key: 'createTime', width: 170, sorter: true },
  ];

  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={search} onReset={list.reset}>
        <Form.Item name="dataTable" label="表名">
          <Input placeholder="如 sys_user" allowClear />
        </Form.Item>
        <Form.Item name="dataId" label="数据 ID">
          <Input placeholder="请输入数据 ID" allowClear />
        </Form.Item>
        <WideSearchItem>
          <Form.Item name="range" label="创建时间">
            <DatePicker.RangePicker showTime style={{ width: '100%' }} placeholder={['开始时间', '结束时间']} />
          </Form.Item>
        </WideSearchItem>
      </SearchForm>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<DiffOutlined />} disabled={list.selectedRows.length !== 2} onClick={compare}>
          对比
        </Button>
        <span style={{ color: 'var(--ant-color-text-description, rgba(0, 0, 0, 0.6))' }}>勾选同一条记录的两个版本后点击对比</span>
      </Space>
      <ListTable<DataLog> {...list.tableProps} columns={columns} locale={{ emptyText: '暂无数据日志' }} />
      <CompareModal ids={comparing?.ids ?? null} labels={comparing?.labels ?? ['', '']} onClose={() => setComparing(null)} />
    </Card>
  );
}
