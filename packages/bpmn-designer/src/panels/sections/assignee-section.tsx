/** The node's assignees (extension kind Assignee), edited through the personnel dialog. */
import { Button, Descriptions, Empty, Space } from 'antd';
import { useState } from 'react';
import { ASSIGNEE_TYPE_LABELS, assigneeChanges, readAssignees } from '../core/personnel';
import type { DiagramElement } from '../core/model';
import { usePanel } from '../panel-context';
import { PersonnelDialog } from './personnel-dialog';

export function AssigneeSection({ element }: { element: DiagramElement }) {
  const { editor, options, services } = usePanel();
  const [open, setOpen] = useState(false);
  const rows = readAssignees(editor, element.businessObject);
  return (
    <div>
      {rows.length ? (
        <Descriptions
          size="small"
          column={1}
          bordered
          items={rows.map((row, index) => ({ key: index, label: row.type ? ASSIGNEE_TYPE_LABELS[row.type] : '', children: row.text || row.value }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未设置审批人" />
      )}
      <Space style={{ marginTop: 8 }}>
        <Button type="primary" onClick={() => setOpen(true)}>
          配置审批人
        </Button>
        {rows.length > 0 && <Button onClick={() => editor.apply(assigneeChanges(editor, element, []))}>清空</Button>}
      </Space>
      <PersonnelDialog
        open={open}
        rows={rows}
        version={options.userVersion}
        services={services}
        onCancel={() => setOpen(false)}
        onConfirm={(picked) => {
          editor.apply(assigneeChanges(editor, element, picked));
          setOpen(false);
        }}
      />
    </div>
  );
}
