/**
 * The route /workflow/process/detail/:params: the instance id, or `${instanceId}~${taskId}` when
 * the page is opened for one of the viewer's tasks (from 我的待办).
 */
import { WF_ACTION_TEXT } from '@bus/contracts';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export { processDetailPath } from '../../../../components/approval/approval-state-tag';

export type DetailParams = { ok: true; instanceId: string; taskId?: string } | { ok: false; error: string };

export function parseDetailParams(params: string | undefined): DetailParams {
  const parts = (params ?? '').split('~');
  if (!params || parts.length > 2 || !parts.every((part) => ID.test(part)))
    return { ok: false, error: `链接中的流程标识“${(params ?? '').slice(0, 80)}”不正确，应为流程实例 ID，或“实例 ID~任务 ID”` };
  return parts.length === 2 ? { ok: true, instanceId: parts[0], taskId: parts[1] } : { ok: true, instanceId: parts[0] };
}

/** 用时: 2小时5分, 3天4小时, 45秒 (the two largest units). */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${seconds}秒`;
  const units: Array<[number, string]> = [
    [Math.floor(seconds / 86400), '天'],
    [Math.floor((seconds % 86400) / 3600), '小时'],
    [Math.floor((seconds % 3600) / 60), '分'],
  ];
  const first = units.findIndex(([value]) => value > 0);
  return units
    .slice(first, first + 2)
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value}${unit}`)
    .join('');
}

/** The timeline's words for each action (one table for every 流程管理 page). */
export const actionText = (action: string) => WF_ACTION_TEXT[action] ?? action;

export { INSTANCE_STATES } from '../../task/components/instance-states';

/** One marker class per diagram element: the node waiting now first, then sent back to, then passed. */
export function markersOf(highlight: { completedNodes: string[]; activeNodes: string[]; rejectedNodes: string[]; takenFlows: string[] }) {
  const markers: Record<string, string> = {};
  for (const id of highlight.takenFlows) markers[id] = 'wf-flow-taken';
  for (const id of highlight.completedNodes) markers[id] = 'wf-node-completed';
  for (const id of highlight.rejectedNodes) markers[id] = 'wf-node-rejected';
  const rejected = new Set(highlight.rejectedNodes);
  for (const id of highlight.activeNodes) markers[id] = rejected.has(id) ? 'wf-node-active-rejected' : 'wf-node-active';
  return markers;
}
