/**
 * 超时设置 of a user task (extension kind Timeout): 提醒 after N hours, 超时 after M hours (M > N),
 * and what the timeout does: 自动通过, 自动驳回 or 转交给 a user picked with the user picker.
 */
import { Radio } from 'antd';
import { useId } from 'react';
import type { DiagramElement } from '../core/model';
import { readTimeout, TIMEOUT_ACTIONS, timeoutChanges, timeoutProblem, type TaskTimeout, type TimeoutAction } from '../core/timeout';
import { usePanel } from '../panel-context';
import { PanelField, SectionForm, TextField } from '../widgets/panel-field';
import { UserSelect } from '../widgets/user-select';

const hoursError = (value: string) => (value.trim() && !(Number(value) > 0) ? '请输入大于 0 的小时数' : undefined);

export function TimeoutSection({ element }: { element: DiagramElement }) {
  const { editor, services } = usePanel();
  const stored = readTimeout(editor, element.businessObject);
  const current: TaskTimeout = stored ?? { action: 'approve' };
  const pickerId = useId();
  const write = (next: TaskTimeout) => editor.apply(timeoutChanges(editor, element, next));
  /** writes the hours unless the pair is out of order (the draft stays with the message) */
  const commitHours = (key: 'remindHours' | 'timeoutHours') => (value: string) => {
    const next = { ...current, [key]: value.trim() ? Number(value) : undefined };
    const problem = timeoutProblem({ ...next, action: 'approve' });
    if (problem) return problem;
    write(next);
  };
  const escalateMissing = current.timeoutHours && current.action === 'escalate' && !current.escalateTo;

  return (
    <SectionForm>
      <TextField
        label="提醒（小时）"
        value={current.remindHours?.toString()}
        placeholder="不提醒"
        help="任务创建后多少小时提醒审批人"
        validate={hoursError}
        onCommit={commitHours('remindHours')}
      />
      <TextField
        label="超时（小时）"
        value={current.timeoutHours?.toString()}
        placeholder="不超时"
        help="任务创建后多少小时按超时处理，须晚于提醒"
        validate={hoursError}
        onCommit={commitHours('timeoutHours')}
      />
      <PanelField label="超时处理">
        <Radio.Group
          aria-label="超时处理"
          disabled={!current.timeoutHours}
          value={current.action}
          options={TIMEOUT_ACTIONS.map((option) => ({ value: option.value, label: option.label }))}
          onChange={(event) => write({ ...current, action: event.target.value as TimeoutAction })}
        />
      </PanelField>
      {current.timeoutHours && current.action === 'escalate' ? (
        <PanelField label="转交人" htmlFor={pickerId} required error={escalateMissing ? '请选择转交给的用户' : undefined}>
          <UserSelect
            id={pickerId}
            services={services}
            value={{ ids: current.escalateTo ? [current.escalateTo] : [], names: current.escalateText ? [current.escalateText] : [] }}
            // one user: the newest pick replaces the previous one
            onChange={(picked) => write({ ...current, escalateTo: picked.ids.at(-1), escalateText: picked.names.at(-1) })}
          />
        </PanelField>
      ) : null}
    </SectionForm>
  );
}
