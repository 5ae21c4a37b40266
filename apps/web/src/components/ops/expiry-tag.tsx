/**
 * An expiry date (年检, 保险, 驾驶证) with a tag: red once it has passed, orange with the days
 * left within the warning days, plain otherwise.
 */
import { Space, Tag, Typography } from 'antd';
import { EXPIRY_WARNING_DAYS } from '@bus/contracts';
import { daysUntil } from '../../lib/service-time';

export function expiryState(date: string | null | undefined, today?: Parameters<typeof daysUntil>[1]): { color?: string; label?: string } {
  if (!date) return {};
  const days = daysUntil(date, today);
  if (days < 0) return { color: 'red', label: '已过期' };
  if (days <= EXPIRY_WARNING_DAYS) return { color: 'orange', label: days === 0 ? '今天到期' : `${days} 天后到期` };
  return {};
}

export function ExpiryTag({ date }: { date: string | null | undefined }) {
  if (!date) return <Typography.Text type="secondary">未登记</Typography.Text>;
  const state = expiryState(date);
  return (
    <Space direction="vertical" size={2}>
      <span>{date}</span>
      {state.label && (
        <Tag color={state.color} style={{ marginInlineEnd: 0 }}>
          {state.label}
        </Tag>
      )}
    </Space>
  );
}
