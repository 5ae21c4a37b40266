/**
 * Select-with-button control (spec 03 section 2): the chosen records as closable tags and a
 * button that opens the generic record picker. The value is the first return key of each row
 * (default id) comma-joined; for a value set from outside, the rows are fetched from the same
 * list through its advanced query ('in' on the value field). Works as a Form.Item control.
 *
 * Props: config (RecordPickerConfig), value, onChange(value, rows), multiple (default true),
 * buttonText (default '选择'), disabled.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { SelectOutlined } from '@ant-design/icons';
import type { PageResult } from '@bus/contracts';
import { getReply, unwrap } from '../../../lib/http';
import { splitValue } from '../depart-tree-logic';
import { RecordPickerModal } from './record-picker-modal';
import { ellipsis, lookupParams, valueKeyOf, valueOfRows, type RecordPickerConfig } from './record-picker-logic';

export interface SelectWithButtonProps<T extends object> {
  config: RecordPickerConfig<T>;
  value?: string;
  onChange?(value: string, rows: T[]): void;
  multiple?: boolean;
  buttonText?: string;
  disabled?: boolean;
}

const read = (row: object, key: string) => String((row as Record<string, unknown>)[key] ?? '');

export function SelectWithButton<T extends object>({ config, value, onChange, multiple = true, buttonText = '选择', disabled }: SelectWithButtonProps<T>) {
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<T[]>([]);
  const valueKey = valueKeyOf(config);
  const values = splitValue(value);
  const unknown = values.filter((v) => !rows.some((r) => read(r, valueKey) === v));

  const lookup = useQuery({
    queryKey: ['pickers', 'record-lookup', config.listUrl, valueKey, unknown.join(',')],
    queryFn: async () => unwrap(await getReply<PageResult<T>>(config.listUrl, { params: lookupParams(valueKey, unknown), skipErrorHandler: true })).records,
    enabled: unknown.length > 0,
    retry: false,
  });
  useEffect(() => {
    if (lookup.data?.length) setRows((current) => [...current, ...lookup.data.filter((r) => !current.some((c) => read(c, valueKey) === read(r, valueKey)))]);
  }, [lookup.data, valueKey]);

  const shown = values.map((v) => rows.find((r) => read(r, valueKey) === v) ?? null);
  const emit = (next: T[]) => {
    setRows(next);
    onChange?.(valueOfRows(next, valueKey), next);
  };

  return (
    <Space wrap size={[4, 4]}>
      {shown.map((row, index) => (
        <Tag
          key={values[index]}
          color="blue"
          closable={!disabled}
          onClose={(event) => {
            event.preventDefault();
            emit(shown.filter((r, i): r is T => r !== null && i !== index));
          }}
        >
          {row ? ellipsis(read(row, config.displayKey)) : values[index]}
        </Tag>
      ))}
      <Button icon={<SelectOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
        {buttonText}
      </Button>
      <RecordPickerModal<T>
        open={open}
        config={config}
        multiple={multiple}
        value={shown.filter((r): r is T => r !== null)}
        onOk={(chosen) => {
          emit(chosen);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </Space>
  );
}
