/** The settings only some types have (bounds, rows, formats, multiple choice ...). */
import { AutoComplete, Form, Input, InputNumber, Switch } from 'antd';
import { FIELD_PROP_LABELS, FIELD_TYPE_INFO, type FieldPropKey } from '../schema/field-types';
import type { FieldProps, FormField } from '../schema/types';

const NUMBER_KEYS = new Set<FieldPropKey>(['min', 'max', 'step', 'precision', 'maxLength', 'rows', 'minRows', 'maxRows']);

/** Formats offered per type; another dayjs format can be typed in. */
const FORMATS: Partial<Record<FormField['type'], string[]>> = {
  date: ['YYYY-MM-DD', 'YYYY/MM/DD', 'YYYY-MM-DD HH:mm:ss', 'YYYY年MM月DD日'],
  time: ['HH:mm:ss', 'HH:mm'],
  timerange: ['HH:mm:ss', 'HH:mm'],
  daterange: ['YYYY-MM-DD', 'YYYY/MM/DD'],
  datetimerange: ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm'],
};

export function TypePropsEditor({ field, onChange }: { field: FormField; onChange(props: FieldProps): void }) {
  const props = field.props ?? {};
  const set = (key: FieldPropKey, value: unknown) => {
    const next: FieldProps = { ...props, [key]: value };
    if (value === undefined || value === null || value === '') delete next[key];
    onChange(next);
  };
  return (
    <>
      {FIELD_TYPE_INFO[field.type].propKeys.map((key) => {
        const id = `fd-setting-prop-${key}`;
        const label = FIELD_PROP_LABELS[key];
        let control;
        if (NUMBER_KEYS.has(key)) {
          control = (
            <InputNumber
              id={id}
              style={{ width: '100%' }}
              min={key === 'step' ? 0 : undefined}
              value={(props[key] as number | undefined) ?? null}
              onChange={(value) => set(key, value)}
            />
          );
        } else if (key === 'multiple') {
          control = <Switch id={id} checked={Boolean(props.multiple)} onChange={(checked) => set(key, checked || undefined)} />;
        } else if (key === 'format') {
          control = (
            <AutoComplete
              id={id}
              value={props.format}
              options={(FORMATS[field.type] ?? []).map((format) => ({ label: format, value: format }))}
              onChange={(value) => set(key, value)}
            />
          );
        } else {
          control = <Input id={id} value={(props[key] as string | undefined) ?? ''} onChange={(event) => set(key, event.target.value)} />;
        }
        return (
          <Form.Item key={key} label={label} htmlFor={id}>
            {control}
          </Form.Item>
        );
      })}
    </>
  );
}
