/**
 * The add / batch-delete toolbar and the edit / delete row links every simple admin list has,
 * each behind its permission code `<prefix>:add|batch_delete|edit|delete` (hidden without it).
 */
import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Authorized } from '../../lib/permissions';

interface CrudToolbarProps {
  /** e.g. 'system:position' */
  permissionPrefix: string;
  onAdd(): void;
  selectedCount: number;
  onBatchDelete(): void;
}

export function CrudToolbar({ permissionPrefix, onAdd, selectedCount, onBatchDelete }: CrudToolbarProps) {
  return (
    <Space style={{ marginBottom: 16 }}>
      <Authorized code={`${permissionPrefix}:add`}>
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          新增
        </Button>
      </Authorized>
      {selectedCount > 0 && (
        <Authorized code={`${permissionPrefix}:batch_delete`}>
          <Button danger icon={<DeleteOutlined />} onClick={onBatchDelete}>
            批量删除 ({selectedCount})
          </Button>
        </Authorized>
      )}
    </Space>
  );
}

interface CrudRowActionsProps {
  permissionPrefix: string;
  onEdit(): void;
  onDelete(): void;
  /** links shown before 编辑 (e.g. 测试) */
  children?: ReactNode;
}

export function CrudRowActions({ permissionPrefix, onEdit, onDelete, children }: CrudRowActionsProps) {
  return (
    <Space size={4}>
      {children}
      <Authorized code={`${permissionPrefix}:edit`}>
        <Button type="link" size="small" onClick={onEdit}>
          编辑
        </Button>
      </Authorized>
      <Authorized code={`${permissionPrefix}:delete`}>
        <Button type="link" size="small" danger onClick={onDelete}>
          删除
        </Button>
      </Authorized>
    </Space>
  );
}
