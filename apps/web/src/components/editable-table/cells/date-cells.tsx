/** Date, datetime and time cells: stored as text in the column's format. */
import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { CellEditorProps } from '../cell-registry';
import type { EditableColumn } from '../types';

dayjs.extend(customParseFormat);

export const DATE_FORMATS = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss', time: 'HH:mm:ss' } as const;

export function formatOf(column: Pick<EditableColumn, 'type' | 'format'>): string {
  return column.format ?? DATE_FORMATS[column.type as keyof typeof DATE_FORMATS] ?? DATE_FORMATS.date;
}

function parse(value: unknown, format: string): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(String(value), format, true);
  if (parsed.isValid()) return parsed;
  const loose = dayjs(String(value));
  return loose.isValid() ? loose : null;
}

export function DateEditor({ value, onChange, onCommit, column }: CellEditorProps) {
  const format = formatOf(column);
  const common = {
    autoFocus: true,
    defaultOpen: true,
    size: 'small' as const,
    style: { width: '100%' },
    format,
    placeholder: column.placeholder ?? `请选择${column.title}`,
    value: parse(value, format),
    onChange: (next: Dayjs | null) => {
      onChange(next ? next.format(format) : '');
      onCommit();
    },
  };
  if (column.type === 'time') return <TimePicker {...common} />;
  return <DatePicker {...common} showTime={column.type === 'datetime'} />;
}
