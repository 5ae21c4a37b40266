/**
 * The full-screen start-form designer (spec 02 "Configuration drawer"): field palette on the
 * left, the form canvas in the middle, the selected field's and the form's settings on the
 * right; preview, JSON import / export, clear, cancel and save above.
 *
 * It edits a draft: `onChange` receives the schema only on 保存, and only when the schema
 * passes validateSchema, so the caller never holds a form that cannot be rendered.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Empty, Modal, Popconfirm, Space, Tabs, message } from 'antd';
import { addField, copyField, deleteField, patchField, shiftField } from './designer-actions';
import { DesignCanvas, type CanvasHandlers } from './design-canvas';
import { FieldPalette } from './field-palette';
import { FieldSettings } from './field-settings';
import { FormSettings } from './form-settings';
import { ExportJsonDialog, ImportJsonDialog } from './json-dialogs';
import { PreviewDialog } from './preview-dialog';
import { findField } from '../schema/schema-tree';
import { validateSchema } from '../schema/validate-schema';
import { emptySchema, type FormSchema } from '../schema/types';
import '../form-designer.css';

export interface FormDesignerProps {
  /** the schema to edit; an empty form when absent */
  value?: FormSchema;
  /** receives the saved schema (a valid one) */
  onChange?(schema: FormSchema): void;
  onClose?(): void;
  /** default true, so `{open && <FormDesigner/>}` works as well as `open={open}` */
  open?: boolean;
  title?: string;
}

type Dialog = 'preview' | 'import' | 'export' | undefined;

export function FormDesigner({ value, onChange, onClose, open = true, title = '表单设计器' }: FormDesignerProps) {
  const [draft, setDraft] = useState<FormSchema>(() => structuredClone(value ?? emptySchema()));
  const [selectedId, setSelectedId] = useState<string>();
  const [dialog, setDialog] = useState<Dialog>();
  const [tab, setTab] = useState('field');
  const [messageApi, messageHolder] = message.useMessage();
  const issues = useMemo(() => validateSchema(draft), [draft]);
  const selected = selectedId ? findField(draft.fields, selectedId)?.field : undefined;
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(value ?? emptySchema()), [draft, value]);

  // each opening starts from the caller's schema again (a new value object while open does not
  // wipe the work in progress)
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) {
      setDraft(structuredClone(value ?? emptySchema()));
      setSelectedId(undefined);
    }
    wasOpen.current = open;
  }, [open, value]);

  const apply = ({ schema, selectedId: next }: { schema: FormSchema; selectedId: string | undefined }) => {
    setDraft(schema);
    setSelectedId(next);
    if (next) setTab('field');
  };
  const handlers: CanvasHandlers = {
    selectedId,
    onSelect: (id) => {
      setSelectedId(id);
      if (id) setTab('field');
    },
    onMove: (id, delta) => setDraft(shiftField(draft, id, delta)),
    onCopy: (id) => apply(copyField(draft, id)),
    onDelete: (id) => apply(deleteField(draft, id)),
    onDrop: (type, parentId) => apply(addField(draft, type, undefined, parentId)),
  };

  const save = () => {
    if (issues.length) {
      messageApi.error(`表单有 ${issues.length} 处问题，请先处理`);
      return;
    }
    onChange?.(draft);
    onClose?.();
  };

  const header = (
    <div className="fd-header">
      <span className="fd-title">{title}</span>
      <Space>
        <Button onClick={() => setDialog('preview')}>预览</Button>
        <Button onClick={() => setDialog('import')}>导入 JSON</Button>
        <Button onClick={() => setDialog('export')}>导出 JSON</Button>
        <Popconfirm
          title="警告"
          description="确定清空所有字段吗？"
          okText="确定"
          cancelText="取消"
          onConfirm={() => apply({ schema: { ...draft, fields: [] }, selectedId: undefined })}
        >
          <Button danger disabled={!draft.fields.length}>
            清空
          </Button>
        </Popconfirm>
        {dirty ? (
          <Popconfirm title="警告" description="修改尚未保存，确定放弃吗？" okText="放弃" cancelText="继续编辑" onConfirm={onClose}>
            <Button>取消</Button>
          </Popconfirm>
        ) : (
          <Button onClick={onClose}>取消</Button>
        )}
        <Button type="primary" onClick={save}>
          保存
        </Button>
      </Space>
    </div>
  );

  return (
    <Modal
      open={open}
      title={header}
      closable={false}
      footer={null}
      width="100vw"
      className="fd-modal"
      style={{ top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
      styles={{ content: { height: '100vh', borderRadius: 0, display: 'flex', flexDirection: 'column', padding: 0 }, body: { flex: 1, minHeight: 0 } }}
      destroyOnHidden
      keyboard={false}
    >
      {messageHolder}
      <div className="fd-body">
        <FieldPalette onAdd={(type) => apply(addField(draft, type, selectedId))} />
        <main className="fd-canvas-column">
          {issues.length > 0 && (
            <Alert
              type="warning"
              showIcon
              className="fd-issues"
              message={`${issues.length} 处问题，保存前请处理`}
              description={
                <ul>
                  {issues.map((issue, index) => (
                    <li key={index}>
                      {issue.fieldId ? (
                        <Button type="link" size="small" onClick={() => handlers.onSelect(issue.fieldId)}>
                          {issue.message}
                        </Button>
                      ) : (
                        issue.message
                      )}
                    </li>
                  ))}
                </ul>
              }
            />
          )}
          <DesignCanvas fields={draft.fields} handlers={handlers} />
        </main>
        <aside className="fd-settings">
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'field',
                label: '字段属性',
                children: selected ? (
                  <FieldSettings key={selected.id} schema={draft} field={selected} onChange={(patch) => setDraft(patchField(draft, selected.id, patch))} />
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请在画布中选择字段" />
                ),
              },
              { key: 'form', label: '表单属性', children: <FormSettings schema={draft} onChange={(patch) => setDraft({ ...draft, ...patch })} /> },
            ]}
          />
        </aside>
      </div>
      <PreviewDialog open={dialog === 'preview'} schema={draft} onClose={() => setDialog(undefined)} />
      <ImportJsonDialog
        open={dialog === 'import'}
        onClose={() => setDialog(undefined)}
        onImport={(schema) => {
          apply({ schema, selectedId: undefined });
          messageApi.success('导入成功');
        }}
      />
      <ExportJsonDialog open={dialog === 'export'} schema={draft} onClose={() => setDialog(undefined)} onCopied={() => messageApi.success('复制成功')} />
    </Modal>
  );
}
