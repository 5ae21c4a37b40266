/**
 * Demo: the small widgets (prompt dialog, fullscreen modal, QR popover, detail list, page
 * wrapper, 查询 button) and the helpers (switch values, text width, money, ID card).
 */
import { Space } from 'antd';
import { DetailListDemo } from './misc/detail-list-demo';
import { HelpersDemo } from './misc/helpers-demo';
import { PageWrapperDemo } from './misc/page-wrapper-demo';
import { PromptAndModalDemo } from './misc/prompt-and-modal-demo';
import { QrDemo } from './misc/qr-demo';

export const meta = { key: 'misc', title: '其他组件', order: 70 };

export default function MiscSection() {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <PromptAndModalDemo />
      <QrDemo />
      <DetailListDemo />
      <PageWrapperDemo />
      <HelpersDemo />
    </Space>
  );
}
