/**
 * Column widths that fit their header (issue 10: at 1440 px 性别 wrapped under its sort and
 * filter icons): a numeric width is raised to what the title, its sort arrows and its filter
 * icon need; a column without width keeps none (it takes the space left).
 *
 * A column may also fit its content (`fitContent`, issue 22: 线路管理's 名称 and 线路巡检's 站点
 * were cut after four characters): its width is raised to the longest text of the rows shown, up
 * to a cap, so a page can give the ellipsis to the one long free text (巡检发现) and never to a name.
 */
import { createElement, isValidElement, type ReactNode } from 'react';
import { stringWidth } from '../../lib/text-width';

/** fit a column's width to its cells' text: the dataIndex's value, or `text` of the row; at most `max` px */
export type FitContent<T = never> = true | { max?: number; text?(record: T): string | null | undefined };

interface HeaderOf {
  title?: unknown;
  sorter?: unknown;
  filters?: unknown;
  filterDropdown?: unknown;
  width?: number | string;
  dataIndex?: unknown;
  fitContent?: FitContent<never>;
  ellipsis?: unknown;
  render?: (value: never, record: never, index: number) => unknown;
}

/** px per width unit of stringWidth (a Chinese character counts 2) at the table's 14 px font */
const PX_PER_UNIT = 7.5;
const CELL_PADDING = 34;
const SORTER = 20;
const FILTER = 24;
const CONTENT_MAX = 360;

/** the width a cell needs to show the text on one line */
export const textWidth = (text: string) => Math.ceil(stringWidth(text) * PX_PER_UNIT + CELL_PADDING);

export function headerWidth(column: HeaderOf): number | null {
  if (typeof column.title !== 'string') return null;
  const icons = (column.sorter ? SORTER : 0) + (column.filters || column.filterDropdown ? FILTER : 0);
  return Math.ceil(stringWidth(column.title) * PX_PER_UNIT + CELL_PADDING + icons);
}

function contentWidth(column: HeaderOf, rows: readonly object[]): number | null {
  const fit = column.fitContent;
  if (!fit || rows.length === 0) return null;
  const text =
    typeof fit === 'object' && fit.text
      ? fit.text
      : (row: object) => (typeof column.dataIndex === 'string' ? (row as Record<string, unknown>)[column.dataIndex] : null);
  const widest = Math.max(...rows.map((row) => textWidth(String((text as (row: object) => unknown)(row) ?? ''))));
  return Math.min(widest, (typeof fit === 'object' && fit.max) || CONTENT_MAX);
}

/**
 * An ellipsis column's cells kept to its width. A table that scrolls at its content's width lays
 * out automatically (antd does so whenever scroll.x is max-content), and there a cell grows to its
 * text whatever the column's width: 实名认证's 驳回原因 pushed 审核人 under the pinned 操作. The
 * cell's content is cut at the width instead, with the whole text as its title.
 */
function cutAt<C extends HeaderOf>(column: C, width: number): C['render'] {
  const render = column.render;
  const dataIndex = column.dataIndex;
  return ((value: never, record: never, index: number) => {
    const shown = (
      render ? render(value, record, index) : typeof dataIndex === 'string' ? (record as Record<string, ReactNode>)[dataIndex] : value
    ) as ReactNode;
    // nothing to cut, or a cell that spans rows ({ children, props }) and lays itself out
    if (shown === null || shown === undefined || shown === '' || (typeof shown === 'object' && !isValidElement(shown) && !Array.isArray(shown))) return shown;
    const title = typeof shown === 'string' || typeof shown === 'number' ? String(shown) : undefined;
    const style = { display: 'block', maxWidth: width - CELL_PADDING, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
    return createElement('span', { className: 'list-cell-cut', title, style }, shown);
  }) as C['render'];
}

export function fitColumns<C extends HeaderOf>(columns: readonly C[], rows: readonly object[] = []): C[] {
  return columns.map((column) => {
    const { fitContent, ...plain } = column;
    const needed = Math.max(headerWidth(column) ?? 0, contentWidth(column, rows) ?? 0);
    // a column without width keeps none (it takes the space left), unless it fits its content
    const width = typeof column.width === 'number' ? Math.max(column.width, needed) : fitContent && needed ? needed : column.width;
    const cut = column.ellipsis && typeof width === 'number' ? { render: cutAt(column, width) } : {};
    if (!fitContent && width === column.width && !column.ellipsis) return column;
    return { ...plain, width, ...cut } as C;
  });
}
