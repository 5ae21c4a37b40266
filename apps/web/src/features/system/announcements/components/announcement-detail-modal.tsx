/**
 * '通知消息': one message as its recipient sees it. Opening it marks it read (and so refreshes the
 * bell); 去处理 opens the page the message points to when it has one. The body is HTML the
 * server sanitised before storing it.
 */
import { useEffect } from 'react';
import { Button, Divider, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useMarkAnnouncementRead } from '../api/mark-announcement-read';

export interface AnnouncementDetail {
  /** the announcement id */
  id: string;
  titile: string;
  sender: string | null;
  sendTime: string | null;
  /** when it was revoked (shown only then) */
  cancelTime?: string | null;
  msgContent: string | null;
  openType: string | null;
  openPage: string | null;
  readFlag?: string;
}

export function AnnouncementDetailModal({ announcement, onClose }: { announcement: AnnouncementDetail | null; onClose(): void }) {
  const navigate = useNavigate();
  const markRead = useMarkAnnouncementRead();
  const id = announcement?.id;
  const unread = announcement?.readFlag !== '1';

  useEffect(() => {
    if (id && unread) markRead.mutate(id);
    // once per opened message
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const handle = () => {
    const page = announcement?.openPage;
    onClose();
    if (!page) return;
    if (/^https?:\/\//i.test(page)) window.open(page, '_blank', 'noopener');
    else navigate(page.startsWith('/') ? page : `/${page}`);
  };

  return (
    <Modal
      title="通知消息"
      open={Boolean(announcement)}
      onCancel={onClose}
      width={800}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        announcement?.openType === 'url' && announcement.openPage ? (
          <Button key="go" type="primary" onClick={handle}>
            去处理
          </Button>
        ) : null,
      ]}
    >
      {announcement && (
        <div data-testid="announcement-detail">
          <Typography.Title level={4} style={{ marginTop: 8, textAlign: 'center' }}>
            {announcement.titile}
          </Typography.Title>
          <div style={{ textAlign: 'center', color: 'var(--ant-color-text-description, rgba(0, 0, 0, 0.6))' }}>
            发布人：{announcement.sender ?? '-'}
            {'\u3000'}发布时间：{announcement.sendTime ?? '-'}
            {announcement.cancelTime ? `\u3000撤销时间：${announcement.cancelTime}` : ''}
          </div>
          <Divider style={{ margin: '12px 0' }} />
          <div
            className="announcement-body"
            style={{ minHeight: 160, maxHeight: 480, overflow: 'auto', wordBreak: 'break-word' }}
            dangerouslySetInnerHTML={{ __html: announcement.msgContent || '<p style="color:rgba(0,0,0,0.6)">（无内容）</p>' }}
          />
        </div>
      )}
    </Modal>
  );
}
