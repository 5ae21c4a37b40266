/**
 * QR popover (spec 03 section 2 "Other"): hovering the trigger shows a QR code of `content`, or
 * '暂无内容' when there is none. When the code cannot be made (the text is too long for a QR
 * code) it says '二维码生成失败' and warns once (spec section 8).
 *
 * Props: content (text or URL to encode), title, size (px, default 160), children (the trigger;
 * default a QR icon button).
 */
import { Component, type ReactNode } from 'react';
import { Button, Popover, QRCode, Typography, message } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';

export const QR_EMPTY_TEXT = '暂无内容';
export const QR_FAILED_TEXT = '二维码生成失败';

class QrErrorBoundary extends Component<{ onError(): void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onError();
  }

  render() {
    return this.state.failed ? <Typography.Text type="danger">{QR_FAILED_TEXT}</Typography.Text> : this.props.children;
  }
}

/** The QR code itself (an SVG image), or the empty / failure text. */
export function QrImage({ content, size = 160 }: { content?: string | null; size?: number }) {
  if (!content) return <Typography.Text type="secondary">{QR_EMPTY_TEXT}</Typography.Text>;
  return (
    // a new boundary per content, so fixing the text clears the failure
    <QrErrorBoundary key={content} onError={() => void message.warning(QR_FAILED_TEXT)}>
      <QRCode value={content} type="svg" size={size} bordered={false} errorLevel="M" />
    </QrErrorBoundary>
  );
}

interface QrPopoverProps {
  content?: string | null;
  title?: ReactNode;
  size?: number;
  children?: ReactNode;
}

export function QrPopover({ content, title, size = 160, children }: QrPopoverProps) {
  return (
    <Popover
      trigger="hover"
      title={title}
      destroyOnHidden
      content={
        <div className="qr-popover-content" style={{ minWidth: 120, textAlign: 'center' }}>
          <QrImage content={content} size={size} />
        </div>
      }
    >
      {children ?? <Button type="text" size="small" icon={<QrcodeOutlined />} aria-label="二维码" />}
    </Popover>
  );
}
