/** 处理期限 of a to-do: the node's earliest time-out (超时设置), told as the approver needs it. */
import { Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';

export interface DueState {
  /** overdue: past the deadline; soon: within a day; later: further away */
  level: 'overdue' | 'soon' | 'later';
  text: string;
}

/** How a deadline reads at `now`: 已超时 2 小时, 剩 3 小时, 剩 45 分钟, or the date. */
export function describeDue(due: string, now: Date): DueState {
  const minutes = Math.round((dayjs(due).valueOf() - now.getTime()) / 60_000);
  const span = (m: number) => (m >= 60 ? `${Math.floor(m / 60)} 小时` : `${Math.max(m, 1)} 分钟`);
  if (minutes < 0) return { level: 'overdue', text: `已超时 ${span(-minutes)}` };
  if (minutes < 24 * 60) return { level: 'soon', text: `剩 ${span(minutes)}` };
  return { level: 'later', text: dayjs(due).format('MM-DD HH:mm') };
}

export function DueTime({ due, now = new Date() }: { due: string | null | undefined; now?: Date }) {
  if (!due) return <span style={{ color: 'var(--ant-color-text-description, rgba(0, 0, 0, 0.6))' }}>—</span>;
  const state = describeDue(due, now);
  const body = state.level === 'later' ? <span>{state.text}</span> : <Tag color={state.level === 'overdue' ? 'red' : 'orange'}>{state.text}</Tag>;
  return <Tooltip title={`处理期限 ${dayjs(due).format('YYYY-MM-DD HH:mm')}`}>{body}</Tooltip>;
}
