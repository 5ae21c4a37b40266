/** A HH:mm box for times after midnight of the service day (25:10 for a night trip). */
import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { formatDaySeconds, parseDaySeconds } from '@bus/contracts';

interface Props {
  value?: number | null;
  onChange?(value: number | null): void;
  id?: string;
  placeholder?: string;
  style?: React.CSSProperties;
  'aria-label'?: string;
}

export function TimeInput({ value, onChange, id, placeholder = 'HH:mm', style, ...rest }: Props) {
  const [text, setText] = useState(formatDaySeconds(value));
  useEffect(() => setText(formatDaySeconds(value)), [value]);
  return (
    <Input
      id={id}
      style={{ width: 80, ...style }}
      placeholder={placeholder}
      value={text}
      aria-label={rest['aria-label']}
      status={text && parseDaySeconds(text) === null ? 'error' : undefined}
      onChange={(event) => {
        setText(event.target.value);
        const parsed = parseDaySeconds(event.target.value);
        if (parsed !== null || event.target.value === '') onChange?.(parsed);
      }}
    />
  );
}

/** form rule: a valid HH:mm was entered */
export const timeRequired = (label: string) => ({ required: true, message: `请输入${label}` });
