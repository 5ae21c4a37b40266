/**
 * The row menu of the drag-sort column: one dropdown for the whole table, opened under the
 * clicked row's button (a row may scroll out of view, so the menu closes on scroll).
 */
import { Dropdown } from 'antd';
import { rowMenuState } from './row-order';

export interface RowMenuTarget {
  rowId: string;
  index: number;
  count: number;
  rect: { left: number; top: number; width: number; height: number };
}

interface RowMenuProps {
  target: RowMenuTarget | null;
  onClose(): void;
  onMoveUp(rowId: string): void;
  onMoveDown(rowId: string): void;
  onInsert(rowId: string): void;
}

export function RowMenu({ target, onClose, onMoveUp, onMoveDown, onInsert }: RowMenuProps) {
  if (!target) return null;
  const { canMoveUp, canMoveDown } = rowMenuState(target.index, target.count);
  return (
    <Dropdown
      open
      onOpenChange={(open) => !open && onClose()}
      trigger={['click']}
      menu={{
        items: [
          { key: 'up', label: '上移', disabled: !canMoveUp },
          { key: 'down', label: '下移', disabled: !canMoveDown },
          { key: 'insert', label: '插入行' },
        ],
        onClick: ({ key }) => {
          onClose();
          if (key === 'up') onMoveUp(target.rowId);
          else if (key === 'down') onMoveDown(target.rowId);
          else onInsert(target.rowId);
        },
      }}
    >
      <span style={{ position: 'fixed', ...target.rect, pointerEvents: 'none' }} />
    </Dropdown>
  );
}
