/** 我的消息 (system/UserAnnouncementList at /isps/userAnnouncement): the caller's own messages. */
import { useState } from 'react';
import { Badge, Button, Card, Form, Select, Tag, message, type TableColumnsType } from 'antd';
import type { MyAnnouncement } from '@bus/contracts';
import { confirmAction, SearchForm, useListPage, ListTable, SearchText } from '../../../../components/list-page';
import { MY_ANNOUNCEMENT_LIST_URL, myAnnouncementsQueryKey } from '../api/list-my-announcements';
import { useReadAllAnnouncements } from '../api/read-all-announcements';
import { AnnouncementDetailModal, type AnnouncementDetail } from '../components/announcement-detail-modal';
import { PRIORITY_TAGS } from '../components/priority';

export default function MyAnnouncementPage({ title }: { title: string }) {
  const list = useListPage<MyAnnouncement>({
    url: MY_ANNOUNCEMENT_LIST_URL,
    queryKey: myAnnouncementsQueryKey,
    defaultSort: { column: 'sendTime', order: 'desc' },
  });
  const readAll = useReadAllAnnouncements();
  const [detail, setDetail] = useState<AnnouncementDetail | null>(null);

  const markAll = async () => {
    if (!(await confirmAction('确定将全部消息标记为已读吗？', undefined, '全部标记已读'))) return;
    const count = await readAll.mutateAsync();
    void message.success(count ? `已将 ${count} 条消息标记为已读` : '没有未读消息');
  };

  const columns: TableColumnsType<MyAnnouncement> = [
    {
      title: '标题',
      dataIndex: 'titile',
      key: 'titile',
      render: (text: string, record) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setDetail({ ...record, id: record.anntId })}>
          {record.readFlag === '0' ? <Badge status="processing" text={text} /> : text}
        </Button>
      ),
    },
    { title: '消息类型', dataIndex: 'msgCategory', key: 'msgCategory', width: 100, render: (v: string) => (v === '2' ? '系统消息' : '通知公告') },
    { title: '发布人', dataIndex: 'sender', key: 'sender', width: 100 },
    {
      title: '优先级',
      dataIndex: 'priority',
      key: 'priority',
      width: 100,
      render: (v: 'L' | 'M' | 'H') => <Tag color={PRIORITY_TAGS[v]?.color}>{PRIORITY_TAGS[v]?.text ?? v}</Tag>,
    },
    { title: '发布时间', dataIndex: 'sendTime', key: 'sendTime', width: 170, sorter: true },
    {
      title: '阅读状态',
      dataIndex: 'readFlag',
      key: 'readFlag',
      width: 100,
      render: (v: string) => (v === '1' ? <Tag>已读</Tag> : <Tag color="red">未读</Tag>),
    },
  ];

  const { rowSelection: _none, ...tableProps } = list.tableProps;
  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <SearchText name="titile" label="标题" />
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
      </SearchForm>
      <Button style={{ marginBottom: 16 }} onClick={() => void markAll()} loading={readAll.isPending}>
        全部标记已读
      </Button>
      <ListTable<MyAnnouncement> {...tableProps} rowKey="id" columns={columns} locale={{ emptyText: '暂无消息' }} />
      <AnnouncementDetailModal announcement={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
