/**
 * The designer's middle column: the form as it will look, each field a selectable box. The
 * selected field carries its tools (move up, move down, copy, delete with confirmation);
 * groups and dynamic fields show their children inside and accept new ones.
 */
import type { DragEvent } from 'react';
import { Button, Col, Empty, Popconfirm, Row, Space, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { FIELD_TYPE_INFO } from '../schema/field-types';
import type { FieldType, FormField } from '../schema/types';
import { FieldControl } from '../renderer/field-control';
import { DRAG_TYPE } from './field-palette';

export interface CanvasHandlers {
  selectedId: string | undefined;
  onSelect(id: string | undefined): void;
  onMove(id: string, delta: -1 | 1): void;
  onCopy(id: string): void;
  onDelete(id: string): void;
  /** a palette type dropped on the canvas (parentId undefined) or into a container */
  onDrop(type: FieldType, parentId: string | undefined): void;
}

function dropHandlers(parentId: string | undefined, handlers: CanvasHandlers) {
  return {
    onDragOver: (event: DragEvent) => {
      if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      const type = event.dataTransfer.getData(DRAG_TYPE) as FieldType;
      if (!type) return;
      event.preventDefault();
      event.stopPropagation();
      handlers.onDrop(type, parentId);
    },
  };
}

function FieldTools({ field, index, count, handlers }: { field: FormField; index: number; count: number; handlers: CanvasHandlers }) {
  return (
    <Space size={2} className="fd-field-tools" onClick={(event) => event.stopPropagation()}>
      <Tooltip title="上移">
        <Button size="small" type="text" aria-label="上移" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => handlers.onMove(field.id, -1)} />
      </Tooltip>
      <Tooltip title="下移">
        <Button
          size="small"
          type="text"
          aria-label="下移"
          icon={<ArrowDownOutlined />}
          disabled={index === count - 1}
          onClick={() => handlers.onMove(field.id, 1)}
        />
      </Tooltip>
      <Tooltip title="复制">
        <Button size="small" type="text" aria-label="复制" icon={<CopyOutlined />} onClick={() => handlers.onCopy(field.id)} />
      </Tooltip>
      <Popconfirm title="警告" description="确定删除该字段吗？" okText="确定" cancelText="取消" onConfirm={() => handlers.onDelete(field.id)}>
        <Button size="small" type="text" danger aria-label="删除" icon={<DeleteOutlined />} />
      </Popconfirm>
    </Space>
  );
}

function CanvasField({ field, index, count, handlers }: { field: FormField; index: number; count: number; handlers: CanvasHandlers }) {
  const selected = handlers.selectedId === field.id;
  const typeInfo = FIELD_TYPE_INFO[field.type];
  return (
    <div
      className={`fd-canvas-field${selected ? ' fd-canvas-field-selected' : ''}${typeInfo.container ? ' fd-canvas-container' : ''}`}
      data-field-id={field.id}
      aria-label={`${field.label}（${typeInfo.label}）`}
      data-selected={selected || undefined}
      onClick={(event) => {
        event.stopPropagation();
        handlers.onSelect(field.id);
      }}
    >
      <div className="fd-canvas-label">
        {field.required && typeInfo.canRequire && <span className="fd-required" />}
        {field.label}
        <span className="fd-canvas-prop">{field.prop}</span>
      </div>
      {typeInfo.container ? (
        <div className="fd-canvas-children" {...dropHandlers(field.id, handlers)}>
          {field.type === 'dynamic' && <div className="fd-canvas-hint">子表单：每一行包含以下列</div>}
          <FieldGrid
            fields={field.children ?? []}
            handlers={handlers}
            emptyText={field.type === 'group' ? '选中分组后点击左侧字段，添加到分组中' : '选中子表单后点击左侧字段，添加为列'}
          />
        </div>
      ) : (
        <div className="fd-canvas-control" inert>
          <FieldControl field={field} value={field.defaultValue} />
        </div>
      )}
      {selected && <FieldTools field={field} index={index} count={count} handlers={handlers} />}
    </div>
  );
}

function FieldGrid({ fields, handlers, emptyText }: { fields: FormField[]; handlers: CanvasHandlers; emptyText: string }) {
  if (!fields.length) return <div className="fd-canvas-empty">{emptyText}</div>;
  return (
    <Row gutter={12}>
      {fields.map((field, index) => (
        <Col key={field.id} span={field.span}>
          <CanvasField field={field} index={index} count={fields.length} handlers={handlers} />
        </Col>
      ))}
    </Row>
  );
}

export function DesignCanvas({ fields, handlers }: { fields: FormField[]; handlers: CanvasHandlers }) {
  return (
    <div className="fd-canvas" role="region" aria-label="表单画布" onClick={() => handlers.onSelect(undefined)} {...dropHandlers(undefined, handlers)}>
      {fields.length ? (
        <FieldGrid fields={fields} handlers={handlers} emptyText="" />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="点击或拖动左侧字段，添加到表单" />
      )}
    </div>
  );
}
