import type { MouseEvent } from 'react';

/**
 * Picker tables select a row when it is clicked anywhere; a click on the row's own checkbox or
 * radio already selected it, so the row must not toggle it back.
 */
export function fromSelectionCell(event: MouseEvent): boolean {
  return !!(event.target as HTMLElement | null)?.closest?.('.ant-table-selection-column');
}
