/**
 * An amount typed in yuan (two decimals, never negative) and kept as integer fen, as the API and
 * the database keep money (spec 03 section 9): 12.30 is 1230. A third decimal cannot be typed.
 */
import { InputNumber } from 'antd';

interface MoneyInputProps {
  /** fen */
  value?: number | null;
  onChange?(value: number | null): void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  /** the most yuan that may be typed */
  max?: number;
  /** its name where no form label names it (an amount of a list) */
  'aria-label'?: string;
}

export function MoneyInput({ value, onChange, placeholder, disabled, id, max = 10_000_000, 'aria-label': ariaLabel }: MoneyInputProps) {
  return (
    <InputNumber<number>
      id={id}
      aria-label={ariaLabel}
      style={{ width: '100%' }}
      min={0}
      max={max}
      precision={2}
      step={1}
      prefix="¥"
      placeholder={placeholder}
      disabled={disabled}
      value={value === null || value === undefined ? null : value / 100}
      onChange={(yuan) => onChange?.(yuan === null ? null : Math.round(yuan * 100))}
    />
  );
}
