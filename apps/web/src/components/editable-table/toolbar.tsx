/**
 * The table's toolbar: 新增, 删除 (selected rows, after a confirmation), 保存, 清空选择, the
 * 'selected N items' count and the live-sync state. Buttons are hidden per permission code
 * (toolbar-permissions.ts).
 */
import { memo, useSyncExternalStore, type ReactNode } from 'react';
import { Badge, Button, Modal, Space, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import type { LiveTableStatus } from '../../lib/live-table-channel';
import { usePermission } from '../../lib/permissions';
import type { RowStore } from './row-store';
import { visibleToolbarButtons, type ToolbarPermissions } from './toolbar-permissions';
import type { ToolbarButton } from './types';

export interface ToolbarProps {
  store: RowStore;
  buttons: readonly ToolbarButton[];
  permissions?: ToolbarPermissions;
  saving?: boolean;
  disabled?: boolean;
  liveStatus?: LiveTableStatus | null;
  extra?: ReactNode;
  onAdd(): void;
  onRemove(ids: string[]): void;
  onSave?(): void;
}

const LIVE_LABELS: Record<LiveTableStatus, { text: string; status: 'success' | 'processing' | 'default' }> = {
  open: { text: '实时同步中', status: 'success' },
  connecting: { text: '正在连接实时同步', status: 'processing' },
  closed: { text: '实时同步已断开，5 秒后重连', status: 'default' },
};

export const Toolbar = memo(function Toolbar(props: ToolbarProps) {
  const { store, liveStatus } = props;
  const { can } = usePermission();
  const selected = useSyncExternalStore(
    (listener) => store.subscribe('selection', listener),
    () => store.selectedCount,
  );
  const shown = visibleToolbarButtons(props.buttons, can, props.permissions).filter((b) => b !== 'save' || props.onSave);

  const remove = () => {
    const ids = store.getSelectedIds();
    if (ids.length === 0) return;
    Modal.confirm({
      title: '确认删除',
      content: `是否删除选中的 ${ids.length} 行数据？`,
      okText: '删除',
      okType: 'danger',
      cancelText: '取消',
      onOk: () => props.onRemove(ids),
    });
  };

  return (
    <div className="et-toolbar">
      <Space wrap size={8}>
        {shown.includes('add') && (
          <Button type="primary" icon={<PlusOutlined />} disabled={props.disabled} onClick={props.onAdd}>
            新增
          </Button>
        )}
        {shown.includes('remove') && (
          <Tooltip title={selected === 0 ? '请先勾选要删除的行' : undefined}>
            <Button danger icon={<DeleteOutlined />} disabled={props.disabled || selected === 0} onClick={remove}>
              删除
            </Button>
          </Tooltip>
        )}
        {shown.includes('save') && (
          <Button icon={<SaveOutlined />} loading={props.saving} disabled={props.disabled} onClick={props.onSave}>
            保存
          </Button>
        )}
        {shown.includes('clearSelection') && selected > 0 && <Button onClick={() => store.setAllSelected(false)}>清空选择</Button>}
        {props.extra}
      </Space>
      <Space size={16}>
        {selected > 0 && (
          <Typography.Text type="secondary" data-testid="et-selected-count">
            已选择 <Typography.Text strong>{selected}</Typography.Text> 项
          </Typography.Text>
        )}
        {liveStatus && (
          <span data-testid="et-live-status" data-status={liveStatus}>
            <Badge status={LIVE_LABELS[liveStatus].status} text={LIVE_LABELS[liveStatus].text} />
          </span>
        )}
      </Space>
    </div>
  );
});
