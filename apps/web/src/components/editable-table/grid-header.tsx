/** The sticky header row; the checkbox column's header selects or clears every row. */
import { memo, useSyncExternalStore, type CSSProperties } from 'react';
import { CellCheckbox } from './cells/light';
import type { LayoutColumn } from './grid-row';
import type { RowStore } from './row-store';
import { hasRules, resolveRule } from './validation';

const isRequired = (layout: LayoutColumn) => hasRules(layout.column) && (layout.column.validateRules ?? []).some((rule) => resolveRule(rule).required);

export const GridHeader = memo(function GridHeader({
  store,
  columns,
  totalWidth,
  height,
}: {
  store: RowStore;
  columns: readonly LayoutColumn[];
  totalWidth: number;
  height: number;
}) {
  useSyncExternalStore(
    (listener) => store.subscribe('selection', listener),
    () => store.version('selection'),
  );
  useSyncExternalStore(
    (listener) => store.subscribe('structure', listener),
    () => store.version('structure'),
  );
  const selection = store.selectionState();
  return (
    <div className="et-header" role="row" aria-rowindex={1} style={{ width: totalWidth, height }}>
      {columns.map((layout) => {
        const { column, width, left } = layout;
        const style: CSSProperties = { width, textAlign: column.align };
        if (left !== undefined) Object.assign(style, { position: 'sticky', left, zIndex: 3 });
        let title: React.ReactNode = column.title;
        if (column.type === 'row-checkbox') {
          title = (
            <CellCheckbox
              aria-label="全选"
              checked={selection === 'all' && store.size > 0}
              indeterminate={selection === 'some'}
              disabled={store.size === 0}
              onChange={(event) => store.setAllSelected(event.target.checked)}
            />
          );
        }
        return (
          <div
            key={column.key}
            className={`et-header-cell${left !== undefined ? ' et-cell-fixed' : ''}${column.type.startsWith('row-') ? ' et-cell-center' : ''}`}
            role="columnheader"
            data-key={column.key}
            style={style}
            title={typeof column.title === 'string' ? column.title : undefined}
          >
            {isRequired(layout) && <span className="et-required">*</span>}
            {title}
          </div>
        );
      })}
    </div>
  );
});
