/**
 * Column widths that fit their header (issue 10: at 1440 px 性别 wrapped under its sort and
 * filter icons): a numeric width is raised to what the title, its sort arrows and its filter
 * icon need; a column without width keeps none (it takes the space left).
 */
interface HeaderOf {
  title?: unknown;
  sorter?: unknown;
  filters?: unknown;
  filterDropdown?: unknown;
  width?: number | string;
}
import { stringWidth } from '../../lib/text-width';

/** px per width unit of stringWidth (a Chinese character counts 2) at the table's 14 px font */
const PX_PER_UNIT = 7.5;
const CELL_PADDING = 34;
const SORTER = 20;
const FILTER = 24;

export function headerWidth(column: HeaderOf): number | null {
  if (typeof column.title !== 'string') return null;
  const icons = (column.sorter ? SORTER : 0) + (column.filters || column.filterDropdown ? FILTER : 0);
  return Math.ceil(stringWidth(column.title) * PX_PER_UNIT + CELL_PADDING + icons);
}

export function fitColumns<C extends HeaderOf>(columns: readonly C[]): C[] {
  return columns.map((column) => {
    const needed = headerWidth(column);
    if (needed === null || typeof column.width !== 'number' || column.width >= needed) return column;
    return { ...column, width: needed };
  });
}
