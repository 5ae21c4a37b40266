/** Process basic settings (spec 02 section 2): key, name, description, skip first node, default rollback node. */
import { Select, Switch } from 'antd';
import { useId } from 'react';
import { checkProcessKey, idExistsMessage } from '../core/id-rules';
import { flagValue, isTrue, orUndefined, readExt, type DiagramElement, type ModdleElement } from '../core/model';
import { documentationOf, documentationValue, processChange, userTasksOf } from '../core/process';
import { usePanel } from '../panel-context';
import { PanelField, SectionForm, TextField } from '../widgets/panel-field';

export function ProcessBasicSection({ root, process }: { root: DiagramElement; process: ModdleElement }) {
  const { editor } = usePanel();
  const skipId = useId();
  const rollbackId = useId();
  const write = (properties: Record<string, unknown>) => editor.apply([processChange(root, process, properties)]);
  const skipName = editor.ext('skipFirstNode');

  return (
    <SectionForm>
      <TextField
        label="流程标识"
        required
        value={process.id}
        validate={checkProcessKey}
        onCommit={(id) => {
          if (editor.idTaken(id)) return idExistsMessage(id);
          write({ id });
        }}
      />
      <TextField label="流程名称" value={process.name} onCommit={(name) => write({ name: orUndefined(name) })} />
      <TextField
        label="流程描述"
        multiline
        value={documentationOf(process)}
        onCommit={(text) => write({ documentation: documentationValue(editor, process, text) })}
      />
      <PanelField label="跳过第一个节点" htmlFor={skipId} help="发起人提交后自动完成第一个审批节点">
        <Switch
          id={skipId}
          checked={isTrue(readExt(process, editor.engine, 'skipFirstNode'))}
          onChange={(on) => write({ [skipName]: on ? flagValue(process, skipName, true) : undefined })}
        />
      </PanelField>
      <PanelField label="默认退回节点" htmlFor={rollbackId}>
        <Select
          id={rollbackId}
          allowClear
          placeholder="请选择用户任务"
          value={readExt(process, editor.engine, 'rollbackNode') || undefined}
          options={userTasksOf(editor).map((task) => ({ value: task.id, label: task.name }))}
          onChange={(id?: string) => write({ [editor.ext('rollbackNode')]: id || undefined })}
        />
      </PanelField>
    </SectionForm>
  );
}
