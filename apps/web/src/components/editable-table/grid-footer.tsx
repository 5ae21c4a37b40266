/** The statistics footer (sum / average lines), sticky at the bottom; recomputed on each edit. */
import { memo, useMemo, useSyncExternalStore, type CSSProperties } from 'react';
import type { LayoutColumn } from './grid-row';
import type { RowStore } from './row-store';
import { computeStatistic, footerKinds, formatStatistic, STATISTIC_TITLES, statisticKinds } from './statistics';

export const GridFooter = memo(function GridFooter({
  store,
  columns,
  totalWidth,
  rowHeight,
}: {
  store: RowStore;
  columns: readonly LayoutColumn[];
  totalWidth: number;
  rowHeight: number;
}) {
  const version = useSyncExternalStore(
    (listener) => store.subscribe('values', listener),
    () => store.version('values'),
  );
  const kinds = footerKinds(columns.map((c) => c.column));
  const lines = useMemo(
    () =>
      kinds.map((kind) => ({
        kind,
        values: columns.map(({ column }) =>
          statisticKinds(column).includes(kind) ? formatStatistic(computeStatistic(store.getRows(), column.key, kind), column.numberMode === 'amount') : null,
        ),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [version, columns, store],
  );
  if (kinds.length === 0) return null;
  // each line's title goes in the first free column wide enough for it
  const titleAt = (values: Array<string | null>) =>
    Math.max(
      0,
      columns.findIndex((c, i) => values[i] === null && c.width >= 56),
    );
  return (
    <div className="et-footer" style={{ width: totalWidth }}>
      {lines.map((line) => {
        const titleIndex = titleAt(line.values);
        return (
          <div key={line.kind} className="et-footer-row" role="row" data-statistic={line.kind} style={{ height: rowHeight }}>
            {columns.map(({ column, width, left }, i) => {
              const style: CSSProperties = { width, textAlign: column.align };
              if (left !== undefined) Object.assign(style, { position: 'sticky', left, zIndex: 2 });
              const value = line.values[i];
              return (
                <div
                  key={column.key}
                  className={`et-footer-cell${left !== undefined ? ' et-cell-fixed' : ''}`}
                  style={style}
                  data-key={column.key}
                  role="gridcell"
                >
                  {value ?? (i === titleIndex ? <strong>{STATISTIC_TITLES[line.kind]}</strong> : null)}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
});
