/**
 * EditableTable (spec 03 "Editable table"): rows of typed cells with a toolbar, selection,
 * row numbers, expand and drag-sort columns, validation, linked selects, a statistics footer and
 * optional live sync between browsers. Virtualised: only the rows in view are rendered and only
 * the cell being edited renders an editor, so 10,000 rows x 20 columns scroll and edit smoothly.
 *
 *   const table = useRef<EditableTableHandle<Repair>>(null);
 *   <EditableTable ref={table} columns={columns} dataSource={rows} onSave={save}
 *     permissions={PERMS.demo.widgets.table} liveKey="bus-repair" />
 *   const { valid, list } = await table.current!.validate();
 *   table.current!.getNewRows(); getChangedRows(); getDeletedRows(); getValues();
 *
 * Props: columns (types.ts EditableColumn), dataSource (loaded rows; a new array reloads),
 * height (max scroll height, default 476), rowHeight (40), sortKey ('orderNum', renumbered when
 * a row-drag-sort column exists), linkageConfig, toolbar (buttons or false), permissions (the
 * page's catalogue group: hides add / save / remove without add / save / batch_delete), onSave,
 * saving, toolbarExtra, expandedRowRender, liveKey (live table channel page id), newRowValues,
 * onValueChange, disabled, loading.
 */
import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type Ref,
} from 'react';
import { Empty, Spin, message } from 'antd';
import { isEditable } from './cell-registry';
import { registerBuiltInCells } from './cells';
import type { ToolbarPermissions } from './toolbar-permissions';
import { GridFooter } from './grid-footer';
import { GridHeader } from './grid-header';
import { GridRow, type LayoutColumn } from './grid-row';
import { createRowLayout, fitColumnWidths, stickyOffsets, type RowLayout } from './layout';
import { LinkageLoader } from './linkage';
import { DEFAULT_SORT_KEY } from './row-order';
import { RowMenu, type RowMenuTarget } from './row-menu';
import { RowStore } from './row-store';
import { footerKinds } from './statistics';
import { createTableController, type ControllerProps } from './table-controller';
import { TableContext } from './table-context';
import { Toolbar } from './toolbar';
import type { EditableColumn, EditableTableHandle, LinkageConfig, RowData, ToolbarButton, ValidationResult } from './types';
import { useColumnOptions } from './use-column-options';
import { useDragSort } from './use-drag-sort';
import { useLiveTable } from './use-live-table';
import { validateRows } from './validate-rows';
import './editable-table.css';

registerBuiltInCells();

export const DEFAULT_TABLE_HEIGHT = 476;
export const DEFAULT_ROW_HEIGHT = 40;
const DEFAULT_EXPAND_HEIGHT = 120;
const DEFAULT_BUTTONS: ToolbarButton[] = ['add', 'remove', 'save', 'clearSelection'];
const TEXT_TYPES = new Set(['input', 'inputNumber', 'textarea', 'tags']);

export interface ValueChangeEvent<Row extends RowData = RowData> {
  row: Row;
  key: string;
  value: unknown;
  oldValue: unknown;
}

export interface EditableTableProps<Row extends RowData = RowData> {
  columns: EditableColumn<Row>[];
  dataSource?: Row[];
  height?: number;
  rowHeight?: number;
  sortKey?: string;
  linkageConfig?: LinkageConfig[];
  toolbar?: ToolbarButton[] | false;
  permissions?: ToolbarPermissions;
  onSave?(): void;
  saving?: boolean;
  toolbarExtra?: ReactNode;
  expandedRowRender?(row: Row, index: number): ReactNode;
  liveKey?: string;
  /** values of a row added with 新增 or 插入行 (after the column defaults) */
  newRowValues?(): Partial<Row>;
  onValueChange?(event: ValueChangeEvent<Row>): void;
  /** the row chosen in a row-radio column changed */
  onRadioChange?(row: Row | undefined): void;
  disabled?: boolean;
  loading?: boolean;
  className?: string;
  ref?: Ref<EditableTableHandle<Row>>;
  'data-testid'?: string;
}

/** addRows' argument as a list: nothing means one empty row */
function toRows<Row extends RowData>(values?: Partial<Row> | Partial<Row>[]): Partial<RowData>[] {
  return (values === undefined ? [{}] : Array.isArray(values) ? values : [values]) as Partial<RowData>[];
}

export function EditableTable<Row extends RowData = RowData>(props: EditableTableProps<Row>) {
  const { height = DEFAULT_TABLE_HEIGHT, rowHeight = DEFAULT_ROW_HEIGHT, sortKey = DEFAULT_SORT_KEY } = props;
  const allColumns = useMemo(
    () => (props.disabled ? props.columns.map((c) => ({ ...c, disabled: true })) : props.columns) as unknown as EditableColumn[],
    [props.columns, props.disabled],
  );
  const columns = useMemo(() => allColumns.filter((c) => c.type !== 'hidden'), [allColumns]);
  const hasDragSort = columns.some((c) => c.type === 'row-drag-sort');

  const [store] = useState(() => new RowStore(props.dataSource ?? [], { sortKey: hasDragSort ? sortKey : null }));
  const [linkage] = useState(() => new LinkageLoader(props.linkageConfig ?? [], () => void message.error('选项加载失败，请稍后重试')));
  const latest = useRef(props);
  const columnsRef = useRef(allColumns);
  const columnOptions = useColumnOptions(allColumns);
  const optionsRef = useRef(columnOptions);
  useLayoutEffect(() => {
    latest.current = props;
    columnsRef.current = allColumns;
    optionsRef.current = columnOptions;
    store.columns = allColumns;
    store.setSortKey(hasDragSort ? sortKey : null);
    linkage.setConfigs(props.linkageConfig ?? []);
  });

  // a new dataSource array reloads the table (the first one was taken by the store)
  const loadedSource = useRef(props.dataSource);
  useEffect(() => {
    if (props.dataSource === loadedSource.current) return;
    loadedSource.current = props.dataSource;
    store.setRows(props.dataSource ?? []);
  }, [props.dataSource, store]);

  const structureVersion = useSyncExternalStore(
    (listener) => store.subscribe('structure', listener),
    () => store.version('structure'),
  );
  const linkageVersion = useSyncExternalStore(linkage.subscribe, linkage.getVersion);

  // ---- geometry ------------------------------------------------------------------------------
  const container = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState({ width: 0, height: height });
  const [scrollTop, setScrollTop] = useState(0);
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () =>
      setViewport((v) =>
        v.width === element.clientWidth && v.height === element.clientHeight ? v : { width: element.clientWidth, height: element.clientHeight },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const rowLayout = useMemo(
    () => createRowLayout(store.size, rowHeight, store.expandedLayout(DEFAULT_EXPAND_HEIGHT)),
    // structureVersion stands for the rows and expanded panels
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [structureVersion, rowHeight, store],
  );
  const layoutRef = useRef<RowLayout>(rowLayout);
  useLayoutEffect(() => {
    layoutRef.current = rowLayout;
  });

  const layoutColumns = useMemo<LayoutColumn[]>(() => {
    const widths = fitColumnWidths(columns, viewport.width);
    const lefts = stickyOffsets(columns, widths);
    return columns.map((column, i) => ({ column, width: widths[i], left: lefts[i] }));
  }, [columns, viewport.width]);
  const totalWidth = layoutColumns.reduce((sum, c) => sum + c.width, 0);
  const footerLines = footerKinds(columns).length;
  const headerHeight = rowHeight;

  const [rowMenu, setRowMenu] = useState<RowMenuTarget | null>(null);
  const tableId = useId();
  const frame = useRef(0);
  const onScroll = () => {
    setRowMenu(null);
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setScrollTop(container.current?.scrollTop ?? 0));
  };
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const scrollToRow = useCallback(
    (rowId: string) => {
      const box = container.current;
      const index = store.indexOf(rowId);
      if (!box || index < 0) return;
      const top = layoutRef.current.offsetOf(index);
      const visible = box.clientHeight - headerHeight - footerLines * rowHeight;
      if (top < box.scrollTop) box.scrollTop = top;
      else if (top + rowHeight > box.scrollTop + visible) box.scrollTop = top + rowHeight - visible;
      setScrollTop(box.scrollTop);
    },
    [store, headerHeight, footerLines, rowHeight],
  );
  /** after the next render (a row just added is not laid out yet) */
  const scrollToRowSoon = useCallback((rowId: string) => requestAnimationFrame(() => scrollToRow(rowId)), [scrollToRow]);

  // ---- editing -------------------------------------------------------------------------------
  // a row edited in another browser: written in place, not counted as this user's change
  const live = useLiveTable(props.liveKey, (row) => void store.setRowValues(String(row.id), row as Partial<RowData>, { remote: true }));
  const relay = useRef(live.sendRow);
  useLayoutEffect(() => {
    relay.current = live.sendRow;
  });

  const controller = useMemo(
    () =>
      createTableController({
        store,
        linkage,
        rowHeight,
        tableId,
        columns: () => columnsRef.current,
        columnOptions: (key) => optionsRef.current(key),
        props: () => latest.current as unknown as ControllerProps,
        relay: (row) => relay.current(row),
        scrollToRow,
        scrollToRowSoon,
        openRowMenu: setRowMenu,
      }),
    [store, linkage, rowHeight, scrollToRow, scrollToRowSoon, tableId],
  );

  const { drag, start: startDrag } = useDragSort({
    container,
    body,
    layout: layoutRef,
    indexOf: (rowId) => store.indexOf(rowId),
    move: (from, to) => {
      controller.commit();
      store.moveRow(from, to);
    },
  });
  controller.startDrag = startDrag;

  // tell the page which row the radio column chose
  useEffect(() => {
    let chosen = store.radioId;
    return store.subscribe('selection', () => {
      if (store.radioId === chosen) return;
      chosen = store.radioId;
      latest.current.onRadioChange?.(chosen ? (store.getRow(chosen) as Row | undefined) : undefined);
    });
  }, [store]);

  // a click outside the cell being edited finishes the edit (popups of its editor excepted)
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!store.getActive()) return;
      const target = event.target as Element | null;
      if (target?.closest?.('.et-cell-active, .ant-select-dropdown, .ant-picker-dropdown, .ant-modal-root, .ant-message, .ant-dropdown')) return;
      controller.commit();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [controller, store]);

  // ---- the handle ----------------------------------------------------------------------------
  const validate = useCallback(async (): Promise<ValidationResult> => {
    controller.commit();
    const result = await validateRows(store.getRows(), columnsRef.current);
    store.setErrors(result.errors);
    const first = result.list[0];
    if (first) {
      scrollToRow(first.rowId);
      controller.activate(first.rowId, first.key);
    }
    return result;
  }, [controller, scrollToRow, store]);

  useImperativeHandle(
    props.ref,
    (): EditableTableHandle<Row> => ({
      getValues: () => [...store.getRows()] as Row[],
      getNewRows: () => store.getNewRows() as Row[],
      getChangedRows: () => store.getChangedRows() as Row[],
      getDeletedRows: () => store.getDeletedRows() as Row[],
      getSelectedRows: () => store.getSelectedIds().map((id) => store.getRow(id)!) as Row[],
      getRadioRow: () => (store.radioId ? (store.getRow(store.radioId) as Row | undefined) : undefined),
      validate,
      addRows(values, options = {}) {
        controller.commit();
        const added = store.addRows(toRows(values), options.index);
        if (options.scrollTo !== false && added[0]) scrollToRowSoon(added[added.length - 1].id);
        return added as Row[];
      },
      insertRows(index, values) {
        controller.commit();
        return store.addRows(toRows(values), index) as Row[];
      },
      removeRows(ids) {
        controller.commit();
        store.removeRows(Array.isArray(ids) ? ids : [ids]);
      },
      removeSelected() {
        controller.commit();
        store.removeRows(store.getSelectedIds());
      },
      moveRow(from, to) {
        controller.commit();
        store.moveRow(from, to);
      },
      moveUp: (id) => controller.moveUp(id),
      moveDown: (id) => controller.moveDown(id),
      setValues(updates) {
        for (const { rowId, values } of updates) for (const [key, value] of Object.entries(values)) if (key !== 'id') controller.setValue(rowId, key, value);
      },
      clearSelection: () => store.setAllSelected(false),
      setRows(rows) {
        loadedSource.current = undefined;
        store.setRows(rows);
      },
      scrollToRow,
    }),
    [controller, scrollToRow, scrollToRowSoon, store, validate],
  );

  const addRow = useCallback(() => {
    const row = controller.addAt(store.size);
    scrollToRowSoon(row.id);
    const firstText = columnsRef.current.find((c) => TEXT_TYPES.has(c.type) && isEditable(c));
    if (firstText) controller.activate(row.id, firstText.key);
  }, [controller, scrollToRowSoon, store]);
  const removeRows = useCallback(
    (ids: string[]) => {
      controller.commit();
      store.removeRows(ids);
    },
    [controller, store],
  );

  // ---- render ----------------------------------------------------------------------------------
  const { start, end } = rowLayout.visibleRange(scrollTop, Math.max(viewport.height, rowHeight * 4), 6);
  const rows = store.getRows();
  const shown = rows.slice(start, end);
  const active = store.getActive();
  const activeIndex = active ? store.indexOf(active.rowId) : -1;
  if (activeIndex >= 0 && (activeIndex < start || activeIndex >= end)) shown.push(rows[activeIndex]);
  const buttons = props.toolbar === false ? [] : (props.toolbar ?? DEFAULT_BUTTONS);
  const renderKey = `${linkageVersion}`;

  return (
    <TableContext.Provider value={controller}>
      <div className={`et-table${drag ? ' et-dragging' : ''}${props.className ? ` ${props.className}` : ''}`} data-testid={props['data-testid']}>
        {buttons.length > 0 && (
          <Toolbar
            store={store}
            buttons={buttons}
            permissions={props.permissions}
            saving={props.saving}
            disabled={props.disabled}
            liveStatus={props.liveKey ? live.status : null}
            extra={props.toolbarExtra}
            onAdd={addRow}
            onRemove={removeRows}
            onSave={props.onSave}
          />
        )}
        <div className="et-frame">
          {props.loading && (
            <div className="et-loading" role="status">
              <Spin />
              <span>加载中…</span>
            </div>
          )}
          <div
            ref={container}
            className="et-scroll"
            style={{ maxHeight: height }}
            onScroll={onScroll}
            role="grid"
            aria-rowcount={rows.length + 1}
            aria-colcount={columns.length}
          >
            <GridHeader store={store} columns={layoutColumns} totalWidth={totalWidth} height={headerHeight} />
            {rows.length === 0 ? (
              <div className="et-empty" style={{ width: Math.max(viewport.width, 0) || undefined }}>
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
              </div>
            ) : (
              <div ref={body} className="et-body" style={{ height: rowLayout.totalHeight, width: totalWidth }}>
                {shown.map((row) => {
                  const index = store.indexOf(row.id);
                  return (
                    <GridRow
                      key={row.id}
                      rowId={row.id}
                      index={index}
                      top={rowLayout.offsetOf(index)}
                      columns={layoutColumns}
                      totalWidth={totalWidth}
                      viewportWidth={viewport.width}
                      renderKey={renderKey}
                      optionsKey={columnOptions}
                      dragging={drag?.rowId === row.id}
                    />
                  );
                })}
                {drag && <div className="et-drop-line" style={{ top: rowLayout.offsetOf(drag.slot) - 1, width: Math.max(totalWidth, viewport.width) }} />}
              </div>
            )}
            <GridFooter store={store} columns={layoutColumns} totalWidth={totalWidth} rowHeight={rowHeight} />
          </div>
        </div>
        <RowMenu
          target={rowMenu}
          onClose={() => setRowMenu(null)}
          onMoveUp={controller.moveUp}
          onMoveDown={controller.moveDown}
          onInsert={controller.insertAfter}
        />
      </div>
    </TableContext.Provider>
  );
}
