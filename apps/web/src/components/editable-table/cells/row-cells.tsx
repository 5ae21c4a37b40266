/**
 * The row columns: number, checkbox, radio, expand toggle and the drag-sort cell (a drag handle
 * and the button of the row menu — 上移 disabled on the first row, 下移 on the last, 插入行 below —
 * whose one shared dropdown lives in row-menu.tsx). Plain elements: these mount for every row
 * scrolled into view.
 */
import { useTableController } from '../table-context';
import type { ColumnType } from '../types';
import { CellIcon } from './icons';
import { CellCheckbox } from './light';

interface RowCellProps {
  type: ColumnType;
  rowId: string;
  index: number;
}

export function RowCell({ type, rowId, index }: RowCellProps) {
  const controller = useTableController();
  const { store } = controller;
  switch (type) {
    case 'row-number':
      return <span className="et-row-number">{index + 1}</span>;
    case 'row-checkbox':
      return (
        <CellCheckbox
          aria-label={`选择第 ${index + 1} 行`}
          checked={store.isSelected(rowId)}
          onChange={(event) => store.setSelected(rowId, event.target.checked)}
        />
      );
    case 'row-radio':
      return (
        <input
          type="radio"
          className="et-check"
          name={`et-radio-${controller.tableId}`}
          aria-label={`选中第 ${index + 1} 行`}
          checked={store.radioId === rowId}
          onChange={() => store.setRadio(rowId)}
        />
      );
    case 'row-expand': {
      const open = store.isExpanded(rowId);
      return (
        <button
          type="button"
          className="et-icon-button"
          aria-label={open ? '收起' : '展开'}
          aria-expanded={open}
          onClick={() => controller.toggleExpanded(rowId)}
        >
          <CellIcon name={open ? 'MinusSquare' : 'PlusSquare'} />
        </button>
      );
    }
    case 'row-drag-sort':
      return (
        <span className="et-drag-cell">
          <span
            className="et-drag-handle"
            role="button"
            tabIndex={-1}
            aria-label={`拖动第 ${index + 1} 行排序`}
            title="按住拖动排序"
            onPointerDown={(event) => controller.startDrag(rowId, event)}
          >
            <CellIcon name="Holder" />
          </span>
          <button
            type="button"
            className="et-icon-button et-row-menu"
            aria-label={`第 ${index + 1} 行操作`}
            aria-haspopup="menu"
            onClick={(event) => controller.openRowMenu(rowId, event.currentTarget)}
          >
            <CellIcon name="Down" />
          </button>
        </span>
      );
    default:
      return null;
  }
}
