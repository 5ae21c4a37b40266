/** What 流程运维 shows of an instance (where it waits) and how the repair dialog edits its variables. */
import type { WfOpsWaiting } from '@bus/contracts';

/** 直属领导审批：陈静；人事会签：候选 刘洋、陈静 */
export function waitingText(waiting: WfOpsWaiting[]): string {
  return waiting
    .map((task) => `${task.nodeName}：${task.assignee ? (task.assigneeName ?? task.assignee) : `待认领（${task.candidates.join('、')}）`}`)
    .join('；');
}

export interface VariableRow {
  name: string;
  value: string;
}

/** A value as the editor shows it: text as itself, anything else as JSON. */
export const shownValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A typed value read back: JSON when it is JSON (5, true, [..], "..."), else the text itself. */
export function readValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The rows of the editor: the instance's variables but the engine's own (`__`) and the initiator, which are not changed here. */
export const variableRows = (variables: Record<string, unknown>): VariableRow[] =>
  Object.entries(variables)
    .filter(([name]) => !name.includes('__') && name !== 'initiator')
    .map(([name, value]) => ({ name, value: shownValue(value) }));

/** The variables whose value the administrator changed or added (the server writes only these). */
export function changedVariables(before: Record<string, unknown>, rows: VariableRow[]): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const row of rows) {
    const name = row.name.trim();
    if (!name) continue;
    // a value left as shown is unchanged (a text '5' stays a text)
    if (name in before && (row.value ?? '') === shownValue(before[name])) continue;
    const value = readValue(row.value ?? '');
    if (!(name in before) || JSON.stringify(before[name]) !== JSON.stringify(value)) changed[name] = value;
  }
  return changed;
}
