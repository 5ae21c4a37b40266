/**
 * An application's title in the 流程管理 lists, with its serial number and submission time under
 * it: several applications of one person often read alike, and the two columns of their own left
 * 到达时间 and 处理期限 off screen at 1440 px.
 */
import type { ReactNode } from 'react';
import { Typography, type TableColumnType } from 'antd';

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

interface Application {
  title: string;
  serialNo?: string | null;
  startTime?: string | null;
}

/**
 * The 流程标题 column of a 流程管理 list: the application's title opening it, with its serial number
 * and submission time (`show` leaves either out, or makes the title bold).
 */
export function applicationTitleColumn<T extends Application>(
  open: (record: T) => void,
  { width = 320, show }: { width?: number; show?: (record: T) => Omit<Props, 'title' | 'onOpen'> } = {},
): TableColumnType<T> {
  return {
    title: '流程标题',
    key: 'title',
    width,
    render: (_, record) => (
      <ApplicationTitle title={record.title} serialNo={record.serialNo} startTime={record.startTime} {...show?.(record)} onOpen={() => open(record)} />
    ),
  };
}
