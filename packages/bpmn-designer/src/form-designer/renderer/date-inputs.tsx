/**
 * Date and time pickers that hold strings: form values are JSON (stored with the process and
 * shown in approvals), so a date is kept as text in the field's format, never as a dayjs object.
 */
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DatePicker, TimePicker } from 'antd';

dayjs.extend(customParseFormat);

/** Reads text written in `format`; falls back to ISO so a format change keeps old values. */
export function parseDateText(text: unknown, format: string): Dayjs | undefined {
  if (typeof text !== 'string' || !text) return undefined;
  const strict = dayjs(text, format, true);
  if (strict.isValid()) return strict;
  const loose = dayjs(text);
  return loose.isValid() ? loose : undefined;
}

interface PickerProps<V> {
  id?: string;
  value?: V;
  onChange?(value: V | undefined): void;
  format: string;
  placeholder?: string;
  disabled?: boolean;
}

export function DateInput({ id, value, onChange, format, placeholder, disabled }: PickerProps<string>) {
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      format={format}
      showTime={/[Hh]/.test(format) ? { format: format.replace(/^.*?\s/, '') } : undefined}
      value={parseDateText(value, format) ?? null}
      placeholder={placeholder}
      disabled={disabled}
      onChange={(date) => onChange?.(date ? date.format(format) : undefined)}
    />
  );
}

export function TimeInput({ id, value, onChange, format, placeholder, disabled }: PickerProps<string>) {
  return (
    <TimePicker
      id={id}
      style={{ width: '100%' }}
      format={format}
      value={parseDateText(value, format) ?? null}
      placeholder={placeholder}
      disabled={disabled}
      onChange={(time) => onChange?.(time ? time.format(format) : undefined)}
    />
  );
}

export type RangeKind = 'date' | 'time' | 'datetime';

export function RangeInput({ id, value, onChange, format, disabled, kind }: PickerProps<string[]> & { kind: RangeKind }) {
  const range = Array.isArray(value)
    ? ([parseDateText(value[0], format) ?? null, parseDateText(value[1], format) ?? null] as [Dayjs | null, Dayjs | null])
    : null;
  const emit = (dates: [Dayjs | null, Dayjs | null] | null) => {
    const [start, end] = dates ?? [null, null];
    onChange?.(start && end ? [start.format(format), end.format(format)] : undefined);
  };
  if (kind === 'time') {
    return <TimePicker.RangePicker id={id} style={{ width: '100%' }} format={format} value={range} disabled={disabled} onChange={emit} />;
  }
  return (
    <DatePicker.RangePicker
      id={id}
      style={{ width: '100%' }}
      format={format}
      showTime={kind === 'datetime'}
      value={range}
      disabled={disabled}
      onChange={emit}
    />
  );
}
