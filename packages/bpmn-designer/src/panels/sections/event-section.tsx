/** The event definition panel of an event: one sub-panel per definition kind, plus the interrupting switch. */
import { Select, Switch } from 'antd';
import { useId } from 'react';
import {
  TIMER_TYPES,
  compensableActivities,
  compensateChanges,
  conditionalChanges,
  eventDefinitionOf,
  interruptingChanges,
  interruptingSwitchOf,
  readCondition,
  readInterrupting,
  readTerminateAll,
  readTimer,
  terminateAllChanges,
  timerChanges,
  type TimerType,
} from '../core/event-definitions';
import type { DiagramElement, ModdleElement } from '../core/model';
import { usePanel } from '../panel-context';
import { PanelField, SectionForm, TextField } from '../widgets/panel-field';
import { DefinitionRefSection } from './definition-ref-section';

export function EventSection({ element }: { element: DiagramElement }) {
  const found = eventDefinitionOf(element);
  if (!found) return null;
  const { kind, definition } = found;
  return (
    <SectionForm>
      {kind === 'signal' || kind === 'message' || kind === 'error' || kind === 'escalation' ? (
        <DefinitionRefSection element={element} kind={kind} eventDefinition={definition} />
      ) : null}
      {kind === 'timer' && <TimerFields element={element} definition={definition} />}
      {kind === 'conditional' && <ConditionalFields element={element} definition={definition} />}
      {kind === 'terminate' && <TerminateFields element={element} definition={definition} />}
      {kind === 'compensate' && <CompensateFields element={element} definition={definition} />}
      {kind !== 'terminate' && <InterruptingSwitch element={element} />}
    </SectionForm>
  );
}

function InterruptingSwitch({ element }: { element: DiagramElement }) {
  const { editor } = usePanel();
  const id = useId();
  const info = interruptingSwitchOf(element);
  if (!info) return null;
  return (
    <PanelField label={info.label} htmlFor={id}>
      <Switch id={id} checked={readInterrupting(element)} onChange={(on) => editor.apply(interruptingChanges(element, on))} />
    </PanelField>
  );
}

type FieldsProps = { element: DiagramElement; definition: ModdleElement };

function TimerFields({ element, definition }: FieldsProps) {
  const { editor } = usePanel();
  const id = useId();
  const timer = readTimer(definition);
  const type: TimerType = timer.type ?? 'timeDuration';
  const placeholder = TIMER_TYPES.find((option) => option.value === type)?.placeholder;
  return (
    <>
      <PanelField label="定时类型" htmlFor={id}>
        <Select<TimerType>
          id={id}
          value={type}
          options={TIMER_TYPES.map(({ value, label }) => ({ value, label }))}
          onChange={(next) => editor.apply(timerChanges(editor, element, definition, next, timer.body))}
        />
      </PanelField>
      <TextField
        label="定时表达式"
        placeholder={placeholder}
        value={timer.body}
        onCommit={(body) => editor.apply(timerChanges(editor, element, definition, type, body))}
      />
    </>
  );
}

function ConditionalFields({ element, definition }: FieldsProps) {
  const { editor } = usePanel();
  return (
    <TextField
      label="条件表达式"
      multiline
      placeholder="${approved}"
      value={readCondition(definition)}
      onCommit={(body) => editor.apply(conditionalChanges(editor, element, definition, body))}
    />
  );
}

function TerminateFields({ element, definition }: FieldsProps) {
  const { editor } = usePanel();
  const id = useId();
  return (
    <PanelField label="终止全部 terminateAll" htmlFor={id} help="同时终止父流程及所有子流程实例">
      <Switch id={id} checked={readTerminateAll(editor, definition)} onChange={(on) => editor.apply(terminateAllChanges(editor, element, definition, on))} />
    </PanelField>
  );
}

function CompensateFields({ element, definition }: FieldsProps) {
  const { editor } = usePanel();
  const activityId = useId();
  const waitId = useId();
  const activities = compensableActivities(editor, element);
  return (
    <>
      <PanelField label="补偿活动" htmlFor={activityId}>
        <Select
          id={activityId}
          allowClear
          placeholder="全部可补偿的活动"
          value={definition.activityRef?.id}
          options={activities.map((activity) => ({ value: activity.id, label: activity.name }))}
          onChange={(id?: string) =>
            editor.apply(compensateChanges(element, definition, { activityRef: activities.find((activity) => activity.id === id)?.bo }))
          }
        />
      </PanelField>
      <PanelField label="等待补偿完成" htmlFor={waitId}>
        <Switch
          id={waitId}
          checked={definition.waitForCompletion !== false}
          onChange={(on) => editor.apply(compensateChanges(element, definition, { waitForCompletion: on }))}
        />
      </PanelField>
    </>
  );
}
