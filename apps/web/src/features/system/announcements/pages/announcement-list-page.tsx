/** 系统通告 (system/SysAnnouncementList): drafts are edited, then published to everyone or chosen users, later revoked. */
import { useState } from 'react';
import { Button, Card, Form, Input, Select, Space, Tag, message, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { AnnouncementRecord } from '@bus/contracts';
import { confirmAction, SearchForm, useListPage, ListTable } from '../../../../components/list-page';
import { Authorized, usePermission } from '../../../../lib/permissions';
import { useDeleteAnnouncements } from '../api/delete-announcements';
import { ANNOUNCEMENT_LIST_URL, announcementsQueryKey } from '../api/list-announcements';
import { useChangeAnnouncementState } from '../api/release-announcement';
import { AnnouncementDetailModal, type AnnouncementDetail } from '../components/announcement-detail-modal';
import { AnnouncementFormModal } from '../components/announcement-form-modal';
import { PRIORITY_TAGS } from '../components/priority';

const STATUS_COLORS: Record<string, string> = { '0': 'default', '1': 'green', '2': 'red' };

export default function AnnouncementListPage({ title }: { title: string }) {
  const list = useListPage<AnnouncementRecord>({ url: ANNOUNCEMENT_LIST_URL, queryKey: announcementsQueryKey });
  const { can } = usePermission();
  const remove = useDeleteAnnouncements();
  const change = useChangeAnnouncementState();
  const [form, setForm] = useState<{ record: AnnouncementRecord | null } | null>(null);
  const [viewing, setViewing] = useState<AnnouncementDetail | null>(null);

  const deleteRows = async (ids: string[]) => {
    if (!(await confirmAction(ids.length > 1 ? `确定删除选中的 ${ids.length} 条通告吗？` : '确定删除该通告吗？'))) return;
    void message.success(await remove.mutateAsync(ids));
    list.afterDelete(ids.length);
  };
  const release = async (record: AnnouncementRecord) => {
    const target = record.msgType === 'ALL' ? '全体用户' : '指定用户';
    if (!(await confirmAction(`确定发布“${record.titile}”吗？`, `发布后将立即通知${target}，且不能再编辑。`, '发布'))) return;
    void message.success(await change.mutateAsync({ id: record.id, action: 'release' }));
  };
  const revoke = async (record: AnnouncementRecord) => {
    if (!(await confirmAction(`确定撤销“${record.titile}”吗？`, '撤销后用户将看不到这条消息。', '撤销'))) return;
    void message.success(await change.mutateAsync({ id: record.id, action: 'revoke' }));
  };

  const columns: TableColumnsType<AnnouncementRecord> = [
    { title: '标题', dataIndex: 'titile', key: 'titile', width: 180, ellipsis: true },
    { title: '消息类型', dataIndex: 'msgCategory_dictText', key: 'msgCategory', width: 88 },
    { title: '发布人', dataIndex: 'sender', key: 'sender', width: 88 },
    {
      title: '优先级',
      dataIndex: 'priority',
      key: 'priority',
      width: 88,
      render: (value: 'L' | 'M' | 'H') => <Tag color={PRIORITY_TAGS[value]?.color}>{PRIORITY_TAGS[value]?.text ?? value}</Tag>,
    },
    { title: '通告对象', dataIndex: 'msgType', key: 'msgType', width: 88, render: (value: string) => (value === 'ALL' ? '全体用户' : '指定用户') },
    {
      title: '发布状态',
      dataIndex: 'sendStatus',
      key: 'sendStatus',
      width: 88,
      render: (value: string, record) => <Tag color={STATUS_COLORS[value]}>{record.sendStatus_dictText || value}</Tag>,
    },
    { title: '发布时间', dataIndex: 'sendTime', key: 'sendTime', width: 150, sorter: true },
    { title: '撤销时间', dataIndex: 'cancelTime', key: 'cancelTime', width: 150, sorter: true },
    {
      title: '操作',
      key: 'action',
      fixed: 'right',
      width: 170,
      render: (_, record) => (
        <Space size={4}>
          {record.sendStatus === '0' && can('system:announcement:edit') && (
            <Button type="link" size="small" onClick={() => setForm({ record })}>
              编辑
            </Button>
          )}
          {record.sendStatus === '0' && can('system:announcement:release') && (
            <Button type="link" size="small" onClick={() => void release(record)}>
              发布
            </Button>
          )}
          {record.sendStatus === '1' && can('system:announcement:revoke') && (
            <Button type="link" size="small" danger onClick={() => void revoke(record)}>
              撤销
            </Button>
          )}
          <Button type="link" size="small" onClick={() => setViewing({ ...record, readFlag: '1' })}>
            查看
          </Button>
          {can('system:announcement:delete') && (
            <Button type="link" size="small" danger onClick={() => void deleteRows([record.id])}>
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const selected = list.selectedRowKeys.map(String);
  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <Form.Item name="titile" label="标题">
          <Input placeholder="请输入标题" allowClear />
        </Form.Item>
        <Form.Item name="msgCategory" label="消息类型">
          <Select
            allowClear
            placeholder="请选择"
            options={[
              { value: '1', label: '通知公告' },
              { value: '2', label: '系统消息' },
            ]}
          />
        </Form.Item>
        <Form.Item name="sendStatus" label="发布状态">
          <Select
            allowClear
            placeholder="请选择"
            options={[
              { value: '0', label: '未发布' },
              { value: '1', label: '已发布' },
              { value: '2', label: '已撤销' },
            ]}
          />
        </Form.Item>
      </SearchForm>
      <Space style={{ marginBottom: 16 }}>
        <Authorized code="system:announcement:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ record: null })}>
            新增
          </Button>
        </Authorized>
        {selected.length > 0 && (
          <Authorized code="system:announcement:batch_delete">
            <Button danger icon={<DeleteOutlined />} onClick={() => void deleteRows(selected)}>
              批量删除（{selected.length}）
            </Button>
          </Authorized>
        )}
      </Space>
      <ListTable<AnnouncementRecord> {...list.tableProps} columns={columns} locale={{ emptyText: '暂无通告' }} />
      <AnnouncementFormModal open={Boolean(form)} record={form?.record ?? null} onClose={() => setForm(null)} />
      <AnnouncementDetailModal announcement={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
