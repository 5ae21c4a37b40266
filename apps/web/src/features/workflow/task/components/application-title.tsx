/**
 * An application's title in the 流程管理 lists, with its serial number and submission time under
 * it: several applications of one person often read alike, and the two columns of their own left
 * 到达时间 and 处理期限 off screen at 1440 px.
 */
import type { ReactNode } from 'react';
import { Typography } from 'antd';

interface Props {
  title: string;
  serialNo?: string | null;
  startTime?: string | null;
  /** opens the application (a link), when given */
  onOpen?(): void;
  strong?: boolean;
  testId?: string;
}

export function ApplicationTitle({ title, serialNo, startTime, onOpen, strong, testId }: Props): ReactNode {
  const about = [serialNo, startTime && `提交于 ${startTime}`].filter(Boolean).join(' · ');
  return (
    <div style={{ minWidth: 0 }}>
      {onOpen ? (
        <Typography.Link strong={strong} ellipsis onClick={onOpen} title={title} data-testid={testId} style={{ display: 'block' }}>
          {title}
        </Typography.Link>
      ) : (
        <Typography.Text strong={strong} ellipsis={{ tooltip: title }} data-testid={testId} style={{ display: 'block' }}>
          {title}
        </Typography.Text>
      )}
      {about && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {about}
        </Typography.Text>
      )}
    </div>
  );
}
