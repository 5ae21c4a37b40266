import { DETAIL_LIST_DEFAULT_COLUMNS, DETAIL_LIST_MAX_COLUMNS } from '../../lib/form-layout';

/** Items per row of a detail list: 1 to 4, 3 when not given or not a number. */
export function detailColumns(col: number | undefined): number {
  if (col === undefined || !Number.isFinite(col)) return DETAIL_LIST_DEFAULT_COLUMNS;
  return Math.min(DETAIL_LIST_MAX_COLUMNS, Math.max(1, Math.floor(col)));
}

/** Fewer items per row on narrow screens: one on phones, at most two on tablets. */
export function responsiveColumns(col: number | undefined) {
  const n = detailColumns(col);
  return { xs: 1, sm: Math.min(n, 2), md: Math.min(n, 3), lg: n, xl: n, xxl: n };
}
