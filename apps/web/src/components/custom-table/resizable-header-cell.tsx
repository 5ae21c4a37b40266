/**
 * A table header cell with a drag handle on its right edge. The table passes `width` and
 * `onResize` through onHeaderCell; cells without them render as plain header cells.
 */
import { useRef, type PointerEvent as ReactPointerEvent, type ThHTMLAttributes } from 'react';
import { clampWidth } from './custom-table-logic';

export interface ResizableHeaderCellProps extends ThHTMLAttributes<HTMLTableCellElement> {
  width?: number;
  onResize?(width: number): void;
}

const handleStyle = {
  position: 'absolute',
  top: 0,
  right: -4,
  bottom: 0,
  width: 8,
  cursor: 'col-resize',
  zIndex: 2,
  touchAction: 'none',
} as const;

export function ResizableHeaderCell({ width, onResize, children, ...rest }: ResizableHeaderCellProps) {
  const cell = useRef<HTMLTableCellElement>(null);
  if (!onResize) return <th {...rest}>{children}</th>;

  const start = (event: ReactPointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const startWidth = cell.current?.getBoundingClientRect().width || width || 0;
    const move = (e: PointerEvent) => onResize(clampWidth(startWidth + e.clientX - startX));
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
      document.body.style.removeProperty('cursor');
      document.body.style.removeProperty('user-select');
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
    document.body.style.cursor = 'col-resize';
    document.body.style.userSelect = 'none';
  };

  return (
    <th {...rest} ref={cell}>
      {children}
      <span
        role="separator"
        aria-orientation="vertical"
        aria-label="拖动调整列宽"
        className="custom-table-resize-handle"
        style={handleStyle}
        onPointerDown={start}
        // a click on the handle must not sort the column
        onClick={(event) => event.stopPropagation()}
      />
    </th>
  );
}
