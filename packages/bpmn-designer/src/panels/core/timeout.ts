/**
 * A user task's 超时设置 (extension kind Timeout, one element per task): remind the approver after
 * N hours, and after M hours (M > N) act on the task: 自动通过, 自动驳回 or 转交给 a user. The server's
 * runtime reads the same element (apps/server process-graph.ts) and fires it from its timer rows.
 */
import type { Editor } from './commands';
import { extensionsOf, replaceExtensions } from './extension-elements';
import type { Change, DiagramElement, ModdleElement } from './model';

export const TIMEOUT_ACTIONS = [
  { value: 'approve', label: '自动通过' },
  { value: 'reject', label: '自动驳回' },
  { value: 'escalate', label: '转交给' },
] as const;
export type TimeoutAction = (typeof TIMEOUT_ACTIONS)[number]['value'];

export interface TaskTimeout {
  remindHours?: number;
  timeoutHours?: number;
  action: TimeoutAction;
  /** the user an escalation hands the task to: id (from the user picker) and name */
  escalateTo?: string;
  escalateText?: string;
}

const hours = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(number) && number > 0 ? number : undefined;
};

/** What is wrong with a setting, in the designer's words; undefined when it can run. */
export function timeoutProblem(timeout: Partial<TaskTimeout>): string | undefined {
  if (timeout.remindHours !== undefined && !hours(timeout.remindHours)) return '提醒时间必须是大于 0 的小时数';
  if (timeout.timeoutHours !== undefined && !hours(timeout.timeoutHours)) return '超时时间必须是大于 0 的小时数';
  if (timeout.remindHours && timeout.timeoutHours && timeout.timeoutHours <= timeout.remindHours) return '超时时间必须晚于提醒时间';
  if (timeout.timeoutHours && timeout.action === 'escalate' && !timeout.escalateTo) return '超时转交需要选择转交给的用户';
  return undefined;
}

export function readTimeout(editor: Editor, bo: ModdleElement | undefined): TaskTimeout | undefined {
  const item = extensionsOf(bo, editor.ext('Timeout'))[0];
  if (!item) return undefined;
  const action = TIMEOUT_ACTIONS.some((option) => option.value === item.action) ? (item.action as TimeoutAction) : 'approve';
  return {
    ...(hours(item.remindHours) ? { remindHours: hours(item.remindHours) } : {}),
    ...(hours(item.timeoutHours) ? { timeoutHours: hours(item.timeoutHours) } : {}),
    action,
    ...(item.escalateTo ? { escalateTo: String(item.escalateTo) } : {}),
    ...(item.escalateText ? { escalateText: String(item.escalateText) } : {}),
  };
}

/** Writes the setting as one Timeout element, or removes it when neither time is set. */
export function timeoutChanges(editor: Editor, element: DiagramElement, timeout: TaskTimeout | undefined): Change[] {
  const set = timeout && (timeout.remindHours || timeout.timeoutHours) ? timeout : undefined;
  const items = set
    ? [
        editor.create(editor.ext('Timeout'), {
          ...(set.remindHours ? { remindHours: set.remindHours } : {}),
          ...(set.timeoutHours ? { timeoutHours: set.timeoutHours, action: set.action } : {}),
          ...(set.timeoutHours && set.action === 'escalate' && set.escalateTo ? { escalateTo: set.escalateTo, escalateText: set.escalateText ?? '' } : {}),
        }),
      ]
    : [];
  return replaceExtensions(editor, element, element.businessObject, editor.ext('Timeout'), items);
}
