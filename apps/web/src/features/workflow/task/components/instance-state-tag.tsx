/** An approval's state as a tag, the same on every 流程管理 page. */
import { Tag } from 'antd';
import { INSTANCE_STATES } from './instance-states';

export function InstanceStateTag({ state }: { state: string }) {
  return <Tag color={INSTANCE_STATES[state]?.color}>{INSTANCE_STATES[state]?.text ?? state}</Tag>;
}
