/** Checkbox (inline), progress, normal and slot cells. */
import type { CellDisplayProps, CellEditorProps } from '../cell-registry';
import { toNumber } from '../statistics';
import { useTableController } from '../table-context';
import { CellCheckbox, CellProgress } from './light';
import { textOf } from './text-cells';

export function checkedValues(customValue: [unknown, unknown] | undefined): [unknown, unknown] {
  return customValue ?? [true, false];
}

export function CheckboxCell({ value, onChange, onCommit, column }: CellEditorProps) {
  const [on, off] = checkedValues(column.customValue);
  return (
    <CellCheckbox
      aria-label={column.title}
      checked={value === on || (on === true && value === 'true')}
      disabled={column.disabled}
      onChange={(event) => {
        onChange(event.target.checked ? on : off);
        onCommit();
      }}
    />
  );
}

export function ProgressDisplay({ value }: CellDisplayProps) {
  return <CellProgress percent={toNumber(value) ?? 0} />;
}

/** normal: read-only text, or the column's render. */
export function NormalDisplay(props: CellDisplayProps) {
  return <SlotDisplay {...props} />;
}

export function SlotDisplay({ value, column, row }: CellDisplayProps) {
  const controller = useTableController();
  if (!column.render) return <span className="et-text">{textOf(value)}</span>;
  return (
    <>
      {column.render({
        row,
        rowIndex: controller.store.indexOf(row.id),
        column,
        value,
        setValue: (key, next) => controller.setValueAndCommit(row.id, key, next),
      })}
    </>
  );
}
