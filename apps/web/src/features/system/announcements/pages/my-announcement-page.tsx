/**
 * 我的消息 (system/UserAnnouncementList at /isps/userAnnouncement): the caller's own messages on the
 * resource kit; a title opens the message (and marks it read), 全部标记已读 asks first.
 */
import { useMemo, useState } from 'react';
import { Badge, Button, Tag, message } from 'antd';
import type { MyAnnouncement } from '@bus/contracts';
import { confirmAction } from '../../../../components/list-page';
import { ResourceListPage, type ColumnEntry } from '../../../../components/resource-kit';
import { myAnnouncementsApi } from '../api/my-announcements-api';
import { useReadAllAnnouncements } from '../api/read-all-announcements';
import { AnnouncementDetailModal, type AnnouncementDetail } from '../components/announcement-detail-modal';

export default function MyAnnouncementPage({ title }: { title: string }) {
  const readAll = useReadAllAnnouncements();
  const [detail, setDetail] = useState<AnnouncementDetail | null>(null);

  const markAll = async () => {
    if (!(await confirmAction('确定将全部消息标记为已读吗？', undefined, '全部标记已读'))) return;
    const count = await readAll.mutateAsync();
    void message.success(count ? `已将 ${count} 条消息标记为已读` : '没有未读消息');
  };

  const columns = useMemo<ReadonlyArray<ColumnEntry<MyAnnouncement>>>(
    () => [
      [
        'titile',
        {
          render: (text: string, record) => (
            <Button type="link" style={{ padding: 0 }} onClick={() => setDetail({ ...record, id: record.anntId })}>
              {record.readFlag === '0' ? <Badge status="processing" text={text} /> : text}
            </Button>
          ),
        },
      ],
      'msgCategory',
      'sender',
      'priority',
      'sendTime',
      ['readFlag', { render: (flag: string) => (flag === '1' ? <Tag>已读</Tag> : <Tag color="red">未读</Tag>) }],
    ],
    [],
  );

  return (
    <ResourceListPage
      api={myAnnouncementsApi}
      title={title}
      columns={columns}
      emptyText="暂无消息"
      toolbar={
        <Button onClick={() => void markAll()} loading={readAll.isPending}>
          全部标记已读
        </Button>
      }
    >
      <AnnouncementDetailModal announcement={detail} onClose={() => setDetail(null)} />
    </ResourceListPage>
  );
}
