/** 会员管理 (zsgj/MemberList): passengers registered in the app, read-only; phones masked. */
import { useState } from 'react';
import { Button, Card, DatePicker, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { parsePhoneSearch, PERMS, PHONE_SEARCH_MESSAGE, type MemberRecord } from '@bus/contracts';
import { ListTable, SearchForm, WideSearchItem, useListPage } from '../../../../components/list-page';
import { DictTag } from '../../../../components/dict';
import { useDictItems } from '../../../../lib/dict-cache';
import { Authorized } from '../../../../lib/permissions';
import { MEMBER_EXPORT_URL, MEMBER_LIST_URL, membersQueryKey } from '../api/list-members';
import { MemberDetailDrawer } from '../components/member-detail-drawer';

export default function MemberListPage({ title }: { title: string }) {
  const list = useListPage<MemberRecord>({
    url: MEMBER_LIST_URL,
    queryKey: membersQueryKey,
    exportUrl: MEMBER_EXPORT_URL,
    exportTitle: '会员',
    defaultSort: { column: 'registerTime', order: 'desc' },
  });
  const realNameStates = useDictItems('ops_member_real_name_state');
  const statuses = useDictItems('ops_member_status');
  const [detail, setDetail] = useState<MemberRecord | null>(null);
  const selectedIds = list.selectedRowKeys.map(String);

  const search = (values: Record<string, unknown>) => {
    const range = values.registered as [Dayjs, Dayjs] | undefined;
    list.search({
      phone: typeof values.phone === 'string' ? values.phone.trim() : undefined,
      name: values.name,
      realNameState: values.realNameState,
      status: values.status,
      registerTime_begin: range?.[0]?.format('YYYY-MM-DD'),
      registerTime_end: range?.[1]?.format('YYYY-MM-DD'),
    });
  };

  const columns: TableColumnsType<MemberRecord> = [
    { title: '手机号', dataIndex: 'phone', key: 'phone', width: 120 },
    { title: '昵称', dataIndex: 'nickname', key: 'nickname', width: 150, ellipsis: true, sorter: true },
    { title: '真实姓名', dataIndex: 'realName', key: 'realName', width: 100, sorter: true },
    {
      title: '实名状态',
      dataIndex: 'realNameState',
      key: 'realNameState',
      width: 100,
      render: (v: string, r) => <DictTag dictCode="ops_member_real_name_state" value={v} text={r.realNameState_dictText} />,
    },
    { title: '卡片数', dataIndex: 'cardCount', key: 'cardCount', width: 80, align: 'right', sorter: true },
    {
      title: '会员状态',
      dataIndex: 'status',
      key: 'status',
      width: 90,
      render: (v: string, r) => <DictTag dictCode="ops_member_status" value={v} text={r.status_dictText} />,
    },
    { title: '注册时间', dataIndex: 'registerTime', key: 'registerTime', width: 170, sorter: true },
    { title: '最近活跃', dataIndex: 'lastActiveTime', key: 'lastActiveTime', width: 170, sorter: true },
    {
      title: '操作',
      key: 'action',
      width: 80,
      fixed: 'right',
      render: (_, record) => (
        <Button type="link" size="small" onClick={() => setDetail(record)}>
          详情
        </Button>
      ),
    },
  ];

  const options = (items: typeof statuses.data) => (items ?? []).map((i) => ({ value: i.value, label: i.text }));
  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={search} onReset={list.reset}>
        <Form.Item
          name="phone"
          label="手机号"
          rules={[
            {
              validator: async (_, value?: string) => (!value?.trim() || parsePhoneSearch(value) ? undefined : Promise.reject(new Error(PHONE_SEARCH_MESSAGE))),
            },
          ]}
        >
          <Input placeholder="完整号码或后 4 位" allowClear inputMode="numeric" />
        </Form.Item>
        <Form.Item name="name" label="姓名/昵称">
          <Input placeholder="请输入姓名或昵称" allowClear />
        </Form.Item>
        <Form.Item name="realNameState" label="实名状态">
          <Select allowClear placeholder="请选择" options={options(realNameStates.data)} />
        </Form.Item>
        <Form.Item name="status" label="会员状态">
          <Select allowClear placeholder="请选择" options={options(statuses.data)} />
        </Form.Item>
        <WideSearchItem>
          <Form.Item name="registered" label="注册日期">
            <DatePicker.RangePicker style={{ width: '100%' }} placeholder={['开始日期', '结束日期']} />
          </Form.Item>
        </WideSearchItem>
      </SearchForm>
      <Space wrap>
        <Authorized code={PERMS.ops.member.export}>
          <Button icon={<ExportOutlined />} loading={list.exporting} onClick={() => void list.exportXls()} style={{ marginBottom: 16 }}>
            {selectedIds.length ? `导出选中 (${selectedIds.length})` : '导出'}
          </Button>
        </Authorized>
      </Space>
      <ListTable<MemberRecord> {...list.tableProps} columns={columns} locale={{ emptyText: '暂无会员' }} />
      <MemberDetailDrawer member={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
