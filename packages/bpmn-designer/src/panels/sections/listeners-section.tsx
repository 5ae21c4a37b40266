/** Execution or task listeners of the element: a table with add / edit (drawer) and delete (confirmation). */
import { App, Button, Space, Table } from 'antd';
import { useState } from 'react';
import { EXECUTION_EVENTS, LISTENER_TYPES, TASK_EVENTS, listenerChanges, listenersOf, readListener, type Listener, type ListenerKind } from '../core/listeners';
import type { DiagramElement } from '../core/model';
import { usePanel } from '../panel-context';
import { ListenerDrawer } from './listener-drawer';
import { confirmDelete } from './confirm-delete';

const label = (list: { value: string; label: string }[], value: string) => list.find((item) => item.value === value)?.label ?? value;

export function ListenersSection({ element, kind }: { element: DiagramElement; kind: ListenerKind }) {
  const { editor } = usePanel();
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<{ index?: number; listener?: Listener }>();
  const events = kind === 'TaskListener' ? TASK_EVENTS : EXECUTION_EVENTS;
  const listeners = listenersOf(editor, element.businessObject, kind).map(readListener);
  const title = kind === 'TaskListener' ? '任务监听器' : '执行监听器';

  return (
    <div>
      <Table<Listener & { index: number }>
        size="small"
        pagination={false}
        rowKey="index"
        dataSource={listeners.map((listener, index) => ({ ...listener, index }))}
        locale={{ emptyText: '暂无监听器' }}
        columns={[
          { key: 'event', title: '事件', render: (_, row) => label(events, row.event) },
          { key: 'type', title: '类型', render: (_, row) => label(LISTENER_TYPES, row.type) },
          { key: 'value', title: '值', dataIndex: 'value', ellipsis: true },
          {
            key: 'actions',
            title: '操作',
            width: 96,
            render: (_, row) => (
              <Space size={4}>
                <Button type="link" size="small" onClick={() => setEditing({ index: row.index, listener: listeners[row.index] })}>
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => confirmDelete(modal, () => editor.apply(listenerChanges(editor, element, kind, row.index, undefined)))}
                >
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Button type="dashed" block style={{ marginTop: 8 }} onClick={() => setEditing({})}>
        添加{title}
      </Button>
      <ListenerDrawer
        open={!!editing}
        title={`${editing?.listener ? '编辑' : '添加'}${title}`}
        events={events}
        listener={editing?.listener}
        onClose={() => setEditing(undefined)}
        onSave={(listener) => {
          editor.apply(listenerChanges(editor, element, kind, editing?.index, listener));
          setEditing(undefined);
        }}
      />
    </div>
  );
}
