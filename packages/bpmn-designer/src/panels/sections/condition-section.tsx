/** A sequence flow's condition expression and the default-flow switch of its source. */
import { Switch } from 'antd';
import { useId } from 'react';
import { canBeDefault, conditionChanges, conditionOf, defaultFlowChanges, isDefaultFlow } from '../core/flow';
import type { DiagramElement } from '../core/model';
import { usePanel } from '../panel-context';
import { PanelField, SectionForm, TextField } from '../widgets/panel-field';

export function ConditionSection({ element }: { element: DiagramElement }) {
  const { editor } = usePanel();
  const defaultId = useId();
  const isDefault = isDefaultFlow(element);
  return (
    <SectionForm>
      {canBeDefault(element) && (
        <PanelField label="默认流转" htmlFor={defaultId} help="其他条件都不满足时走这条线">
          <Switch id={defaultId} checked={isDefault} onChange={(on) => editor.apply(defaultFlowChanges(element, on))} />
        </PanelField>
      )}
      <TextField
        label="条件表达式"
        multiline
        placeholder="${days > 3}"
        disabled={isDefault}
        help={isDefault ? '默认流转不需要条件' : undefined}
        value={conditionOf(element)}
        onCommit={(body) => editor.apply(conditionChanges(editor, element, body))}
      />
    </SectionForm>
  );
}
