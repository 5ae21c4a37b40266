/** 数据日志 (system/DataLogList): versions of records; pick two versions of one record and compare them. */
import { useState } from 'react';
import { Button, DatePicker, Form, Input, Tooltip, message } from 'antd';
import { DiffOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { dataLogResource, type DataLog } from '@bus/contracts';
import { WideSearchItem } from '../../../../components/list-page';
import { ResourceListPage, resourceApi, type ColumnEntry } from '../../../../components/resource-kit';
import { CompareModal } from '../components/compare-modal';
import { comparePair } from '../components/compare-selection';

const dataLogsApi = resourceApi(dataLogResource);

const searchItems = [
  <Form.Item key="dataTable" name="dataTable" label="表名">
    <Input placeholder="如 sys_user" allowClear />
  </Form.Item>,
  <Form.Item key="dataId" name="dataId" label="数据 ID">
    <Input placeholder="请输入数据 ID" allowClear />
  </Form.Item>,
  <WideSearchItem key="range">
    <Form.Item name="range" label="创建时间">
      <DatePicker.RangePicker showTime style={{ width: '100%' }} placeholder={['开始时间', '结束时间']} />
    </Form.Item>
  </WideSearchItem>,
];

/** the search's values as list parameters: the creation time's range to the second */
const toParams = ({ range, ...values }: Record<string, unknown>) => {
  const [begin, end] = (range as [Dayjs, Dayjs] | undefined) ?? [];
  return { ...values, createTime_begin: begin?.format('YYYY-MM-DD HH:mm:ss'), createTime_end: end?.format('YYYY-MM-DD HH:mm:ss') };
};

const columns: ReadonlyArray<ColumnEntry<DataLog>> = [
  ['dataTable', { sorter: false }],
  ['dataId', { sorter: false }],
  'dataVersion',
  [
    'dataContent',
    {
      ellipsis: { showTitle: false },
      render: (v: string) => (
        <Tooltip title={<pre style={{ margin: 0, maxHeight: 300, overflow: 'auto' }}>{v}</pre>} overlayStyle={{ maxWidth: 600 }}>
          {v}
        </Tooltip>
      ),
    },
  ],
  ['createBy', { sorter: false }],
  // a version's time to the second
  ['createTime', { render: (v: string) => v }],
];

export default function DataLogListPage({ title }: { title: string }) {
  const [comparing, setComparing] = useState<{ ids: [string, string]; labels: [string, string] } | null>(null);

  const compare = (selected: DataLog[]) => {
    const pair = comparePair(selected);
    if ('error' in pair) {
      void message.warning(pair.error);
      return;
    }
    const byId = new Map(selected.map((r) => [r.id, r]));
    const label = (id: string) => `版本 ${byId.get(id)?.dataVersion}（${byId.get(id)?.createTime}）`;
    setComparing({ ids: pair.ids, labels: [label(pair.ids[0]), label(pair.ids[1])] });
  };

  return (
    <ResourceListPage
      api={dataLogsApi}
      title={title}
      searchItems={searchItems}
      toParams={toParams}
      columns={columns}
      emptyText="暂无数据日志"
      toolbar={(selected) => (
        <>
          <Button type="primary" icon={<DiffOutlined />} disabled={selected.length !== 2} onClick={() => compare(selected)}>
            对比
          </Button>
          <span style={{ color: 'var(--ant-color-text-description, rgba(0, 0, 0, 0.6))' }}>勾选同一条记录的两个版本后点击对比</span>
        </>
      )}
    >
      <CompareModal ids={comparing?.ids ?? null} labels={comparing?.labels ?? ['', '']} onClose={() => setComparing(null)} />
    </ResourceListPage>
  );
}
