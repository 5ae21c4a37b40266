/** 日志管理 (system/LogList): tabs 登录日志 / 操作日志 / 前端错误, time range, keyword, delete, export. */
import { useState } from 'react';
import { Button, Card, DatePicker, Form, Input, Space, Tabs, Tag, message, type TableColumnsType } from 'antd';
import { DeleteOutlined, ExportOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import type { SystemLog } from '@bus/contracts';
import { confirmAction, SearchForm, WideSearchItem, useListPage, ListTable } from '../../../../components/list-page';
import { SuperQuery } from '../../../../components/super-query';
import { Authorized, usePermission } from '../../../../lib/permissions';
import { useDeleteLogs } from '../api/delete-logs';
import { exportLogs } from '../api/export-logs';
import { LOG_LIST_URL, LOG_SUPER_QUERY_FIELDS, logsQueryKey } from '../api/list-logs';

const METHOD_COLORS: Record<string, string> = { POST: 'green', PUT: 'blue', DELETE: 'red', GET: 'default' };

export default function LogListPage({ title }: { title: string }) {
  const [logType, setLogType] = useState('1');
  const list = useListPage<SystemLog>({ url: LOG_LIST_URL, queryKey: logsQueryKey, fixedParams: { logType }, superQueryFields: LOG_SUPER_QUERY_FIELDS });
  const { can } = usePermission();
  const remove = useDeleteLogs();
  const [exporting, setExporting] = useState(false);

  const search = (values: Record<string, unknown>) => {
    const range = values.range as [Dayjs, Dayjs] | undefined;
    list.search({
      keyWord: values.keyWord,
      createTime_begin: range?.[0]?.format('YYYY-MM-DD HH:mm:ss'),
      createTime_end: range?.[1]?.format('YYYY-MM-DD HH:mm:ss'),
    });
  };
  const deleteRows = async (ids: string[]) => {
    if (!(await confirmAction(ids.length > 1 ? `确定删除选中的 ${ids.length} 条日志吗？` : '确定删除该日志吗？'))) return;
    void message.success(await remove.mutateAsync(ids));
    list.afterDelete(ids.length);
  };
  const doExport = async () => {
    setExporting(true);
    try {
      await exportLogs(list.params);
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<SystemLog> = [
    { title: '日志内容', dataIndex: 'content', key: 'content', width: 280, ellipsis: true },
    { title: '操作人', dataIndex: 'username', key: 'username', width: 110 },
    { title: 'IP', dataIndex: 'ip', key: 'ip', width: 130 },
    ...(logType === '2'
      ? ([
          {
            title: '请求方法',
            dataIndex: 'method',
            key: 'method',
            width: 90,
            render: (v: string | null) => (v ? <Tag color={METHOD_COLORS[v]}>{v}</Tag> : '-'),
          },
          { title: '状态码', dataIndex: 'status', key: 'status', width: 80 },
        ] as TableColumnsType<SystemLog>)
      : []),
    // a page of the web app that failed: the page, and the error id its user saw in the content
    ...(logType === '3'
      ? ([{ title: '页面', dataIndex: 'url', key: 'url', width: 200, ellipsis: true }] as TableColumnsType<SystemLog>)
      : ([{ title: '耗时(毫秒)', dataIndex: 'costMs', key: 'costMs', width: 110, sorter: true }] as TableColumnsType<SystemLog>)),
    { title: '创建时间', dataIndex: 'createTime', key: 'createTime', width: 170, sorter: true, defaultSortOrder: 'descend' },
    ...(can('system:log:delete')
      ? ([
          {
            title: '操作',
            key: 'action',
            width: 80,
            fixed: 'right',
            render: (_: unknown, record: SystemLog) => (
              <Button type="link" size="small" danger onClick={() => void deleteRows([record.id])}>
                删除
              </Button>
            ),
          },
        ] as TableColumnsType<SystemLog>)
      : []),
  ];

  const selected = list.selectedRowKeys.map(String);
  return (
    <Card title={title} variant="borderless">
      <Tabs
        activeKey={logType}
        onChange={(key) => {
          setLogType(key);
          list.clearSelection();
        }}
        items={[
          { key: '1', label: '登录日志' },
          { key: '2', label: '操作日志' },
          { key: '3', label: '前端错误' },
        ]}
      />
      <SearchForm onSearch={search} onReset={list.reset}>
        <Form.Item name="keyWord" label="关键词">
          <Input placeholder="内容、操作人或地址" allowClear />
        </Form.Item>
        <WideSearchItem>
          <Form.Item name="range" label="创建时间">
            <DatePicker.RangePicker showTime style={{ width: '100%' }} placeholder={['开始时间', '结束时间']} />
          </Form.Item>
        </WideSearchItem>
      </SearchForm>
      <Space style={{ marginBottom: 16 }}>
        <Authorized code="system:log:export">
          <Button icon={<ExportOutlined />} loading={exporting} onClick={() => void doExport()}>
            导出
          </Button>
        </Authorized>
        {selected.length > 0 && (
          <Authorized code="system:log:batch_delete">
            <Button danger icon={<DeleteOutlined />} onClick={() => void deleteRows(selected)}>
              批量删除（{selected.length}）
            </Button>
          </Authorized>
        )}
        <SuperQuery {...list.superQueryProps} />
      </Space>
      <ListTable<SystemLog> {...list.tableProps} columns={columns} locale={{ emptyText: '暂无日志' }} />
    </Card>
  );
}
