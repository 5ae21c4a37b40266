/**
 * A form control for a cron expression: the text (editable) and a 选择 button that opens the
 * cron editor dialog. Works as an antd Form.Item child (value / onChange).
 *
 * Props: value, onChange, hideSecond, hideYear, placeholder, disabled, id (set by Form.Item).
 */
import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { ScheduleOutlined } from '@ant-design/icons';
import { CronEditorModal } from './cron-editor-modal';
import type { CronShape } from './cron-expression';

export interface CronInputProps extends CronShape {
  value?: string;
  onChange?(value: string): void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

export function CronInput({ value, onChange, hideSecond, hideYear, placeholder, disabled, id }: CronInputProps) {
  const [open, setOpen] = useState(false);
  const example = hideSecond ? '0/5 * * * ?' : '0 0/5 * * * ?';
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={value}
          placeholder={placeholder ?? `请输入或选择 Cron 表达式，如 ${example}`}
          disabled={disabled}
          onChange={(e) => onChange?.(e.target.value)}
          allowClear
        />
        <Button icon={<ScheduleOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
          选择
        </Button>
      </Space.Compact>
      <CronEditorModal
        open={open}
        value={value}
        hideSecond={hideSecond}
        hideYear={hideYear}
        onCancel={() => setOpen(false)}
        onOk={(next) => {
          onChange?.(next);
          setOpen(false);
        }}
      />
    </>
  );
}
