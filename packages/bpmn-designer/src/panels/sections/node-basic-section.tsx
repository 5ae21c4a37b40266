/** Node basic settings (spec 02 section 2): id, name, description, annotation text; user tasks add rollback node and back-to-rejecter. */
import { Select, Switch } from 'antd';
import { useId } from 'react';
import { checkNodeId } from '../core/id-rules';
import { isType, type DiagramElement } from '../core/model';
import {
  backToRejecterChanges,
  documentationChanges,
  idChanges,
  nameChanges,
  readBackToRejecter,
  readRollbackNode,
  rollbackNodeChanges,
  textChanges,
} from '../core/node-basic';
import { documentationOf, userTasksOf } from '../core/process';
import { applyResult, usePanel } from '../panel-context';
import { PanelField, SectionForm, TextField } from '../widgets/panel-field';

export function NodeBasicSection({ element }: { element: DiagramElement }) {
  const { editor } = usePanel();
  const bo = element.businessObject;
  const isAnnotation = isType(element, 'bpmn:TextAnnotation');
  return (
    <SectionForm>
      <TextField label="节点 ID" required value={element.id} validate={checkNodeId} onCommit={(id) => applyResult(editor, idChanges(editor, element, id))} />
      {isAnnotation ? (
        <TextField label="文本" multiline value={bo.text} onCommit={(text) => editor.apply(textChanges(element, text))} />
      ) : (
        <TextField label="节点名称" value={bo.name} onCommit={(name) => editor.apply(nameChanges(element, name))} />
      )}
      <TextField label="节点描述" multiline value={documentationOf(bo)} onCommit={(text) => editor.apply(documentationChanges(editor, element, text))} />
      {isType(element, 'bpmn:UserTask') && <UserTaskReturnFields element={element} />}
    </SectionForm>
  );
}

function UserTaskReturnFields({ element }: { element: DiagramElement }) {
  const { editor } = usePanel();
  const rollbackId = useId();
  const backId = useId();
  return (
    <>
      <PanelField label="退回节点" htmlFor={rollbackId}>
        <Select
          id={rollbackId}
          allowClear
          placeholder="请选择其他用户任务"
          value={readRollbackNode(editor, element)}
          options={userTasksOf(editor, element.id).map((task) => ({ value: task.id, label: task.name }))}
          onChange={(id?: string) => editor.apply(rollbackNodeChanges(editor, element, id))}
        />
      </PanelField>
      <PanelField label="驳回后直接回到驳回人" htmlFor={backId} help="如 D 驳回到 A，A 重新提交后直接回到 D">
        <Switch id={backId} checked={readBackToRejecter(editor, element)} onChange={(on) => editor.apply(backToRejecterChanges(editor, element, on))} />
      </PanelField>
    </>
  );
}
