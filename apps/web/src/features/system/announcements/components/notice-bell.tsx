import { useEffect, useState } from 'react';
import { Badge, Button, Empty, List, Popover, Spin, Tabs, Tag } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { UserAnnouncement } from '@bus/contracts';
import { connectLiveChannel, liveChannelUrl } from '../../../../lib/live-channel';
import { useSessionStore } from '../../../../lib/session';
import { announcementsByUserQueryKey, useAnnouncementsByUser } from '../api/list-announcements-by-user';
import { AnnouncementDetailModal, type AnnouncementDetail } from './announcement-detail-modal';
import { PRIORITY_TAGS } from './priority';

export { PRIORITY_TAGS } from './priority';

function MessageList({ items, loading, onOpen }: { items: UserAnnouncement[]; loading: boolean; onOpen(item: UserAnnouncement): void }) {
  if (loading) return <Spin style={{ display: 'block', padding: 24 }} />;
  if (!items.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />;
  return (
    <List
      size="small"
      dataSource={items}
      style={{ maxHeight: 320, overflow: 'auto' }}
      renderItem={(item) => (
        <List.Item style={{ cursor: 'pointer' }} onClick={() => onOpen(item)} data-testid="notice-item">
          <List.Item.Meta
            title={<span style={{ fontSize: 13 }}>{item.titile}</span>}
            description={
              <span style={{ fontSize: 12 }}>
                {item.sendTime ?? item.createTime ?? ''}{' '}
                <Tag color={PRIORITY_TAGS[item.priority]?.color} style={{ marginLeft: 4 }}>
                  {PRIORITY_TAGS[item.priority]?.text ?? item.priority}
                </Tag>
              </span>
            }
          />
        </List.Item>
      )}
    />
  );
}

/** Refreshes the bell as soon as the live channel says a message arrived or was revoked. */
function useLiveBell() {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const userId = useSessionStore((s) => s.userInfo?.id);
  useEffect(() => {
    if (!token || !userId || typeof WebSocket === 'undefined') return;
    const channel = connectLiveChannel({
      url: liveChannelUrl(userId),
      token,
      onMessage: () => void client.invalidateQueries({ queryKey: announcementsByUserQueryKey }),
    });
    return () => channel.close();
  }, [client, token, userId]);
}

/**
 * Header bell: unread announcements and system messages. The live channel refreshes it at once;
 * the 6 s polling stays as the fallback (and stops on a load error).
 */
export function NoticeBell() {
  const { data, isLoading } = useAnnouncementsByUser();
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<AnnouncementDetail | null>(null);
  useLiveBell();
  const total = (data?.anntMsgTotal ?? 0) + (data?.sysMsgTotal ?? 0);
  const openItem = (item: UserAnnouncement) => {
    setOpen(false);
    setDetail(item);
  };
  const content = (
    <div style={{ width: 300 }} data-testid="notice-popover">
      <Tabs
        size="small"
        items={[
          {
            key: 'notice',
            label: `通知(${data?.anntMsgTotal ?? 0})`,
            children: <MessageList items={data?.anntMsgList ?? []} loading={isLoading} onOpen={openItem} />,
          },
          {
            key: 'system',
            label: `系统消息(${data?.sysMsgTotal ?? 0})`,
            children: <MessageList items={data?.sysMsgList ?? []} loading={isLoading} onOpen={openItem} />,
          },
        ]}
      />
      <div style={{ textAlign: 'center', borderTop: '1px solid #f0f0f0', paddingTop: 8 }}>
        <Link to="/isps/userAnnouncement" onClick={() => setOpen(false)}>
          查看更多
        </Link>
      </div>
    </div>
  );
  return (
    <>
      <Popover content={content} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} arrow={false}>
        <Button type="text" data-testid="notice-bell" aria-label="消息通知" style={{ height: 40 }}>
          <Badge count={total} size="small" data-testid="notice-count">
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </Button>
      </Popover>
      <AnnouncementDetailModal announcement={detail} onClose={() => setDetail(null)} />
    </>
  );
}
