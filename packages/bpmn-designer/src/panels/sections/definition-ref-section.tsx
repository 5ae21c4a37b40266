/**
 * Signal / message / error / escalation of an event: the diagram's list of them (add, rename,
 * delete) and the event's reference, which can also create a new one and point at it at once.
 */
import { App, Button, Divider, Select, Space, Table } from 'antd';
import { useId, useState } from 'react';
import type { DiagramElement, ModdleElement } from '../core/model';
import {
  DEFINITION_KINDS,
  addDefinition,
  listDefinitions,
  removeDefinition,
  renameDefinition,
  setReference,
  type DefinitionKind,
} from '../core/root-definitions';
import { applyResult, usePanel } from '../panel-context';
import { PanelField } from '../widgets/panel-field';
import { confirmDelete } from './confirm-delete';
import { DefinitionModal } from './definition-modal';

interface Editing {
  item?: ModdleElement;
  /** the new item becomes the event's reference */
  reference?: boolean;
}

export function DefinitionRefSection({ element, kind, eventDefinition }: { element: DiagramElement; kind: DefinitionKind; eventDefinition: ModdleElement }) {
  const { editor } = usePanel();
  const { message, modal } = App.useApp();
  const refId = useId();
  const [editing, setEditing] = useState<Editing>();
  const { label, ref } = DEFINITION_KINDS[kind];
  const items = listDefinitions(editor, kind);

  const save = (id: string, name: string): string | undefined => {
    if (editing?.item) return applyResult(editor, renameDefinition(editor, editing.item, name));
    const result = addDefinition(editor, kind, id, name);
    if ('error' in result) {
      // an existing id cancels the add (spec 02 section 5)
      message.error(result.error);
      return undefined;
    }
    editor.apply(editing?.reference ? [...result.changes, ...setReference(element, kind, eventDefinition, result.created)] : result.changes);
    return undefined;
  };

  return (
    <>
      <Table<ModdleElement>
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={items}
        locale={{ emptyText: `暂无${label}` }}
        columns={[
          { key: 'id', title: 'ID', dataIndex: 'id' },
          { key: 'name', title: '名称', dataIndex: 'name' },
          {
            key: 'actions',
            title: '操作',
            width: 96,
            render: (_, item) => (
              <Space size={4}>
                <Button type="link" size="small" onClick={() => setEditing({ item })}>
                  编辑
                </Button>
                <Button type="link" size="small" danger onClick={() => confirmDelete(modal, () => editor.apply(removeDefinition(editor, kind, item)))}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Button type="dashed" block style={{ margin: '8px 0 12px' }} onClick={() => setEditing({})}>
        新增{label}
      </Button>
      <PanelField label={`引用${label}`} htmlFor={refId}>
        <Select
          id={refId}
          allowClear
          placeholder={`请选择${label}`}
          value={eventDefinition[ref]?.id}
          options={items.map((item) => ({ value: item.id, label: item.name ? `${item.name}（${item.id}）` : item.id }))}
          onChange={(id?: string) =>
            editor.apply(
              setReference(
                element,
                kind,
                eventDefinition,
                items.find((item) => item.id === id),
              ),
            )
          }
          popupRender={(menu) => (
            <>
              {menu}
              <Divider style={{ margin: '4px 0' }} />
              <Button type="link" size="small" onClick={() => setEditing({ reference: true })}>
                新建{label}并引用
              </Button>
            </>
          )}
        />
      </PanelField>
      <DefinitionModal
        open={!!editing}
        title={`${editing?.item ? '编辑' : '新增'}${label}`}
        item={editing?.item}
        onCancel={() => setEditing(undefined)}
        onSave={(id, name) => {
          const error = save(id, name);
          if (!error) setEditing(undefined);
          return error;
        }}
      />
    </>
  );
}
