/** An approval's state as a tag, the same on every 流程管理 page. */
import { Tag } from 'antd';

const STATES: Record<string, { text: string; color: string }> = {
  running: { text: '审批中', color: 'processing' },
  completed: { text: '已通过', color: 'success' },
  terminated: { text: '已终止', color: 'default' },
  suspended: { text: '已挂起', color: 'warning' },
  failed: { text: '出错', color: 'error' },
};

export function InstanceStateTag({ state }: { state: string }) {
  return <Tag color={STATES[state]?.color}>{STATES[state]?.text ?? state}</Tag>;
}
