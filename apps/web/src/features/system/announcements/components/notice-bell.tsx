import { Badge, Button, Empty, List, Popover, Spin, Tabs, Tag } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useState } from 'react';
import type { UserAnnouncement } from '@bus/contracts';
import { useAnnouncementsByUser } from '../api/list-announcements-by-user';

export const PRIORITY_TAGS: Record<UserAnnouncement['priority'], { text: string; color: string }> = {
  L: { text: '一般消息', color: 'blue' },
  M: { text: '重要消息', color: 'orange' },
  H: { text: '紧急消息', color: 'red' },
};

function MessageList({ items, loading }: { items: UserAnnouncement[]; loading: boolean }) {
  if (loading) return <Spin style={{ display: 'block', padding: 24 }} />;
  if (!items.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />;
  return (
    <List
      size="small"
      dataSource={items}
      renderItem={(item) => (
        <List.Item>
          <List.Item.Meta
            title={<span style={{ fontSize: 13 }}>{item.titile}</span>}
            description={
              <span style={{ fontSize: 12 }}>
                {item.createTime ?? item.sendTime ?? ''}{' '}
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

/** Header bell: unread announcements and system messages, loaded when the header mounts. */
export function NoticeBell() {
  const { data, isLoading } = useAnnouncementsByUser();
  const [open, setOpen] = useState(false);
  const total = (data?.anntMsgTotal ?? 0) + (data?.sysMsgTotal ?? 0);
  const content = (
    <div style={{ width: 300 }}>
      <Tabs
        size="small"
        items={[
          { key: 'notice', label: `通知(${data?.anntMsgTotal ?? 0})`, children: <MessageList items={data?.anntMsgList ?? []} loading={isLoading} /> },
          { key: 'system', label: `系统消息(${data?.sysMsgTotal ?? 0})`, children: <MessageList items={data?.sysMsgList ?? []} loading={isLoading} /> },
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
    <Popover content={content} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} arrow={false}>
      <Button type="text" data-testid="notice-bell" aria-label="消息通知" style={{ height: 40 }}>
        <Badge count={total} size="small">
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
