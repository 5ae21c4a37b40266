/**
 * The node form panel (spec 02 section 2 "Form panel"): external-form key and URLs or an
 * independent form, the field readable / writable table, the hide switches and the default
 * copy recipients.
 */
import { Divider, Switch, Tooltip, Typography } from 'antd';
import { useId } from 'react';
import {
  FORM_TEXT_KEYS,
  HIDE_SWITCHES,
  hideChanges,
  indepFormSummaryChanges,
  readHide,
  readIndepFormSummary,
  textAttributeChanges,
  type HideKey,
} from '../core/form';
import { isType, readExt, type DiagramElement } from '../core/model';
import { usePanel } from '../panel-context';
import { PanelField, SectionForm, TextField } from '../widgets/panel-field';
import { CopyUserChooser } from './copy-user-chooser';
import { FieldPermissionTable } from './field-permission-table';

const EXTERNAL_FORM_HELP = (
  <div>
    外部表单的页面（{'{外部表单标识}'} 换成填写的标识）：
    <br />
    Web 发起：/workflow/process/external/{'{外部表单标识}'}/start
    <br />
    Web 详情：/workflow/process/external/{'{外部表单标识}'}/detail
    <br />
    App：/pages/plugin/workflow/pages/external/{'{外部表单标识}'}/{'{type}'}
  </div>
);

export function FormSection({ element }: { element: DiagramElement }) {
  const { editor } = usePanel();
  const bo = element.businessObject;
  const summaryId = useId();
  const isUserTask = isType(element, 'bpmn:UserTask');
  return (
    <SectionForm>
      <Tooltip title={EXTERNAL_FORM_HELP}>
        <Typography.Link style={{ display: 'inline-block', marginBottom: 8 }}>外部表单说明</Typography.Link>
      </Tooltip>
      {FORM_TEXT_KEYS.map(({ key, label }) => (
        <TextField
          key={key}
          label={label}
          value={readExt(bo, editor.engine, key)}
          onCommit={(value) => editor.apply(textAttributeChanges(editor, element, key, value))}
        />
      ))}
      <PanelField label="独立表单作为摘要" htmlFor={summaryId}>
        <Switch id={summaryId} checked={readIndepFormSummary(editor, bo)} onChange={(on) => editor.apply(indepFormSummaryChanges(editor, element, on))} />
      </PanelField>
      <Divider plain style={{ margin: '8px 0' }}>
        字段权限
      </Divider>
      <FieldPermissionTable element={element} />
      <Divider plain style={{ margin: '8px 0' }}>
        审批设置
      </Divider>
      {HIDE_SWITCHES.filter((item) => isUserTask || !item.userTaskOnly).map((item) => (
        <HideSwitch key={item.key} element={element} hideKey={item.key} label={item.label} />
      ))}
      <CopyUserChooser element={element} />
    </SectionForm>
  );
}

function HideSwitch({ element, hideKey, label }: { element: DiagramElement; hideKey: HideKey; label: string }) {
  const { editor } = usePanel();
  const id = useId();
  return (
    <PanelField label={label} htmlFor={id}>
      <Switch id={id} checked={readHide(editor, element.businessObject, hideKey)} onChange={(on) => editor.apply(hideChanges(editor, element, hideKey, on))} />
    </PanelField>
  );
}
