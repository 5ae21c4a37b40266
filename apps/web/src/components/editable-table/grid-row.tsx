/**
 * One row of the virtualised grid. Subscribes to its own row in the store, so an edit re-renders
 * this row only. Cells show their Display; the active cell shows its Editor (inline types always
 * do); a cell with an error is outlined red, with the message under it while active.
 */
import { memo, useEffect, useRef, useSyncExternalStore, type CSSProperties } from 'react';
import { Tooltip } from 'antd';
import { getCellType, isEditable } from './cell-registry';
import { RowCell } from './cells/row-cells';
import { parentValueOf, linkagePosition } from './linkage';
import { useTableController, type TableController } from './table-context';
import type { ColumnOption, EditableColumn, RowData } from './types';

export interface LayoutColumn {
  column: EditableColumn;
  width: number;
  /** sticky left offset of a fixed column */
  left?: number;
}

interface GridRowProps {
  rowId: string;
  index: number;
  top: number;
  columns: readonly LayoutColumn[];
  totalWidth: number;
  /** width of the visible area (the expand panel spans it) */
  viewportWidth: number;
  /** change to re-render rows when linked options load */
  renderKey?: string;
  /** change to re-render rows when dictionary options load */
  optionsKey?: unknown;
  /** the row is being dragged */
  dragging?: boolean;
}

export const GridRow = memo(function GridRow({ rowId, index, top, columns, totalWidth, viewportWidth, dragging }: GridRowProps) {
  const controller = useTableController();
  const { store } = controller;
  useSyncExternalStore(
    (listener) => store.subscribeRow(rowId, listener),
    () => store.rowSnapshot(rowId),
  );
  const row = store.getRow(rowId);
  if (!row) return null;
  const active = store.getActive();
  const expanded = store.isExpanded(rowId);
  const state = store.stateOf(rowId);
  return (
    <div
      className={`et-row${store.isSelected(rowId) ? ' et-row-selected' : ''}${active?.rowId === rowId ? ' et-row-active' : ''}${dragging ? ' et-row-dragging' : ''}`}
      role="row"
      aria-rowindex={index + 2}
      data-row-index={index}
      data-row-id={rowId}
      data-row-state={state}
      style={{ transform: `translateY(${top}px)`, width: totalWidth }}
    >
      <div className="et-row-main" style={{ height: controller.rowHeight }}>
        {columns.map((layout) => (
          <GridCell
            key={layout.column.key}
            layout={layout}
            row={row}
            index={index}
            active={active?.rowId === rowId && active.key === layout.column.key}
            error={store.errorOf(rowId, layout.column.key)}
          />
        ))}
      </div>
      {expanded && controller.expandedRowRender && <ExpandPanel rowId={rowId} width={viewportWidth} content={controller.expandedRowRender(row, index)} />}
    </div>
  );
});

function ExpandPanel({ rowId, width, content }: { rowId: string; width: number; content: React.ReactNode }) {
  const { store } = useTableController();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => store.setExpandHeight(rowId, Math.ceil(element.getBoundingClientRect().height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [rowId, store]);
  return (
    <div ref={ref} className="et-expand-panel" style={{ width }}>
      {content}
    </div>
  );
}

function optionsFor(controller: TableController, column: EditableColumn, row: RowData): ColumnOption[] | undefined {
  if (!getCellType(column.type)?.usesOptions) return undefined;
  const position = linkagePosition(controller.columns(), column);
  if (position) return controller.linkage.options(column.linkageKey!, position.level, parentValueOf(position, row));
  return controller.columnOptions(column.key);
}

interface GridCellProps {
  layout: LayoutColumn;
  row: RowData;
  index: number;
  active: boolean;
  error?: string;
}

function GridCell({ layout, row, index, active, error }: GridCellProps) {
  const controller = useTableController();
  const { column, width, left } = layout;
  const style: CSSProperties = { width, textAlign: column.align };
  if (left !== undefined) Object.assign(style, { position: 'sticky', left, zIndex: 2 });
  const className = `et-cell${left !== undefined ? ' et-cell-fixed' : ''}${active ? ' et-cell-active' : ''}${error ? ' et-cell-invalid' : ''}`;

  if (column.type.startsWith('row-')) {
    return (
      <div className={`${className} et-cell-center`} style={style} role="gridcell" data-key={column.key}>
        <RowCell type={column.type} rowId={row.id} index={index} />
      </div>
    );
  }

  const definition = getCellType(column.type);
  const value = row[column.key];
  const options = optionsFor(controller, column, row);
  const editable = isEditable(column);
  let content: React.ReactNode;
  // an inline editor (a switch, a checkbox) is always shown and saves each change at once; another
  // one edits the active cell until it commits or cancels
  const inline = Boolean(definition?.inline);
  if (definition?.Editor && (inline || (active && editable))) {
    const Editor = definition.Editor;
    content = (
      <Editor
        value={value}
        column={column}
        row={row}
        options={options}
        onChange={(next) => (inline ? controller.setValueAndCommit(row.id, column.key, next) : controller.setValue(row.id, column.key, next))}
        onCommit={(move) => (inline ? undefined : controller.commit(move))}
        onCancel={() => (inline ? undefined : controller.cancel())}
      />
    );
  } else {
    const Display = definition?.Display;
    content = Display ? (
      <Display value={value} column={column} row={row} options={options} />
    ) : (
      <span className="et-text">{value == null ? '' : String(value)}</span>
    );
  }

  const cell = (
    <div
      className={`${className}${editable ? ' et-cell-editable' : ''}`}
      style={style}
      role="gridcell"
      data-key={column.key}
      aria-invalid={error ? true : undefined}
      onClick={editable && !active ? () => controller.activate(row.id, column.key) : undefined}
      onKeyDown={
        active
          ? (event) => {
              if (event.key === 'Tab') {
                event.preventDefault();
                controller.commit(event.shiftKey ? 'prev' : 'next');
              } else if (event.key === 'Escape') {
                controller.cancel();
              }
            }
          : undefined
      }
    >
      {content}
      {active && error && (
        <div className="et-cell-tip" role="alert">
          {error}
        </div>
      )}
    </div>
  );
  if (error && !active) {
    return (
      <Tooltip title={error} color="#ff4d4f" mouseEnterDelay={0.2}>
        {cell}
      </Tooltip>
    );
  }
  return cell;
}
