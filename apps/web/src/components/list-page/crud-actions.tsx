/**
 * The add / batch-delete toolbar and the edit / delete row links every simple admin list has,
 * each behind its code of the page's catalogue group (PERMS.system.position ...: add,
 * batch_delete, edit, delete), hidden without it.
 */
import type { ReactNode } from 'react';
import { Button, Dropdown, Space, type TableColumnType } from 'antd';
import { DeleteOutlined, DownOutlined, PlusOutlined } from '@ant-design/icons';
import type { PermissionCode } from '@bus/contracts';
import { Authorized, usePermission } from '../../lib/permissions';
import { stringWidth } from '../../lib/text-width';

/** A catalogue group with the four codes, e.g. PERMS.system.position. */
export type CrudPermissions = Record<'add' | 'edit' | 'delete' | 'batch_delete', PermissionCode>;

interface CrudToolbarProps {
  /** e.g. PERMS.system.position */
  permissions: CrudPermissions;
  onAdd(): void;
  /** the add button's words (新增 when absent: 新增字典项 in a drawer of items) */
  addLabel?: string;
  selectedCount: number;
  onBatchDelete(): void;
  /** the page's other buttons (导出, GTFS 导入 ...), after these two */
  children?: ReactNode;
}

/** wraps onto more lines where the page is narrow (issue 22: at 390 px 线路管理's buttons widened the page to 602 px) */
export function CrudToolbar({ permissions, onAdd, addLabel = '新增', selectedCount, onBatchDelete, children }: CrudToolbarProps) {
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Authorized code={permissions.add}>
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Authorized>
      {selectedCount > 0 && (
        <Authorized code={permissions.batch_delete}>
          <Button danger icon={<DeleteOutlined />} onClick={onBatchDelete}>
            批量删除 ({selectedCount})
          </Button>
        </Authorized>
      )}
      {children}
    </Space>
  );
}

/** One link of a row's 操作 column, behind its permission code when it has one. */
export interface RowAction {
  key: string;
  label: ReactNode;
  onClick(): void;
  code?: PermissionCode;
  danger?: boolean;
}

interface RowActionsProps {
  actions: RowAction[];
  /** shown before the links (e.g. 测试) */
  children?: ReactNode;
  /** shown after the links (e.g. the 更多 dropdown) */
  more?: ReactNode;
  /** links folded into a 更多 dropdown after the others (none the user may use: no 更多) */
  menu?: RowAction[];
}

/**
 * The links of a row's 操作 column, 4 px apart; a link the user may not use is left out entirely
 * (wrapped in <Authorized> inside a Space it still took a slot, and a divider, issue 10).
 */
export function RowActions({ actions, children, more, menu = [] }: RowActionsProps) {
  const { can } = usePermission();
  const allowed = (action: RowAction) => !action.code || can(action.code);
  const folded = menu.filter(allowed);
  return (
    <Space size={4}>
      {children}
      {actions.filter(allowed).map((action) => (
        <Button key={action.key} type="link" size="small" danger={action.danger} onClick={action.onClick}>
          {action.label}
        </Button>
      ))}
      {folded.length > 0 && (
        <Dropdown menu={{ items: folded.map(({ key, label, danger, onClick }) => ({ key, label, danger, onClick })) }}>
          <Button type="link" size="small">
            更多 <DownOutlined />
          </Button>
        </Dropdown>
      )}
      {more}
    </Space>
  );
}

/** px per stringWidth unit at the links' 14 px font (a Chinese character counts 2: 14 px) */
const PX_PER_UNIT = 7;
/** a small link button's padding, the Space's gap, 更多's arrow, the cell's padding */
const LINK_PADDING = 14;
const LINK_GAP = 4;
const MORE_ARROW = 16;
const CELL_PADDING = 32;

/**
 * How wide a row's 操作 must be for its links on one line (as RowActions draws them, those the
 * user may use): a hand-set width fell short when a state added a link (公告管理's 发布 pushed
 * 删除 past the table's edge).
 */
export function rowActionsWidth(actions: RowAction[], menu: RowAction[], can: (code: PermissionCode) => boolean): number {
  const allowed = (action: RowAction) => !action.code || can(action.code);
  const links = actions.filter(allowed).map((action) => (typeof action.label === 'string' ? stringWidth(action.label) * PX_PER_UNIT : 28) + LINK_PADDING);
  if (menu.some(allowed)) links.push(stringWidth('更多') * PX_PER_UNIT + LINK_PADDING + MORE_ARROW);
  return Math.ceil(links.reduce((sum, width) => sum + width, 0) + Math.max(0, links.length - 1) * LINK_GAP + CELL_PADDING);
}

/**
 * A list's 操作 column: the row's links (see RowActions), kept on the right edge of a wide table.
 * `key` names the column where a page's saved column settings know it by another name.
 */
export function rowActionsColumn<T>(
  width: number,
  actionsOf: (record: T) => RowAction[],
  { key = 'action', fixed = 'right' }: { key?: string; fixed?: 'right' | false } = {},
): TableColumnType<T> {
  return { title: '操作', key, width, ...(fixed ? { fixed } : {}), render: (_, record) => <RowActions actions={actionsOf(record)} /> };
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
    <RowActions
      actions={[
        { key: 'edit', label: '编辑', code: permissions.edit, onClick: onEdit },
        { key: 'delete', label: '删除', code: permissions.delete, danger: true, onClick: onDelete },
      ]}
    >
      {children}
    </RowActions>
  );
}
