/** Call activity: the called process key, inherit variables and same deployment. */
import { Switch } from 'antd';
import { useId } from 'react';
import { calledElementChanges, callFlagChanges, readCallActivity } from '../core/call-activity';
import type { DiagramElement } from '../core/model';
import { usePanel } from '../panel-context';
import { PanelField, SectionForm, TextField } from '../widgets/panel-field';

export function CallActivitySection({ element }: { element: DiagramElement }) {
  const { editor } = usePanel();
  const inheritId = useId();
  const sameId = useId();
  const call = readCallActivity(editor, element);
  return (
    <SectionForm>
      <TextField
        label="被调用流程标识"
        value={call.calledElement}
        help="按流程标识（key）调用"
        onCommit={(key) => editor.apply(calledElementChanges(editor, element, key))}
      />
      <PanelField label="继承变量" htmlFor={inheritId}>
        <Switch id={inheritId} checked={call.inheritVariables} onChange={(on) => editor.apply(callFlagChanges(editor, element, 'inheritVariables', on))} />
      </PanelField>
      <PanelField label="同一部署" htmlFor={sameId}>
        <Switch id={sameId} checked={call.sameDeployment} onChange={(on) => editor.apply(callFlagChanges(editor, element, 'sameDeployment', on))} />
      </PanelField>
    </SectionForm>
  );
}
