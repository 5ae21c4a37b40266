/**
 * The add / batch-delete toolbar and the edit / delete row links every simple admin list has,
 * each behind its code of the page's catalogue group (PERMS.system.position ...: add,
 * batch_delete, edit, delete), hidden without it.
 */
import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { PermissionCode } from '@bus/contracts';
import { Authorized } from '../../lib/permissions';

/** A catalogue group with the four codes, e.g. PERMS.system.position. */
export type CrudPermissions = Record<'add' | 'edit' | 'delete' | 'batch_delete', PermissionCode>;

interface CrudToolbarProps {
  /** e.g. PERMS.system.position */
  permissions: CrudPermissions;
  onAdd(): void;
  selectedCount: number;
  onBatchDelete(): void;
}

export function CrudToolbar({ permissions, onAdd, selectedCount, onBatchDelete }: CrudToolbarProps) {
  return (
    <Space style={{ marginBottom: 16 }}>
      <Authorized code={permissions.add}>
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          新增
        </Button>
      </Authorized>
      {selectedCount > 0 && (
        <Authorized code={permissions.batch_delete}>
          <Button danger icon={<DeleteOutlined />} onClick={onBatchDelete}>
            批量删除 ({selectedCount})
          </Button>
        </Authorized>
      )}
    </Space>
  );
}

interface CrudRowActionsProps {
  permissions: CrudPermissions;
  onEdit(): void;
  onDelete(): void;
  /** links shown before 编辑 (e.g. 测试) */
  children?: ReactNode;
}

export function CrudRowActions({ permissions, onEdit, onDelete, children }: CrudRowActionsProps) {
  return (
    <Space size={4}>
      {children}
      <Authorized code={permissions.edit}>
        <Button type="link" size="small" onClick={onEdit}>
          编辑
        </Button>
      </Authorized>
      <Authorized code={permissions.delete}>
        <Button type="link" size="small" danger onClick={onDelete}>
          删除
        </Button>
      </Authorized>
    </Space>
  );
}
