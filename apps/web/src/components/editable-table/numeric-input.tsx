/**
 * Inputs that only take what spec 03 section 5 allows (rules in input-filters.ts):
 * - NumericInput: optional minus, digits, one decimal point; a number (or null) on blur.
 * - AmountInput: up to 6 integer digits and 2 decimals; anything else puts the last valid text back.
 * Both keep the typed text locally (so '12.' can be typed) and report numbers through onChange.
 * Usable in forms too: <Form.Item name="fare"><AmountInput /></Form.Item>.
 */
import { useEffect, useRef, useState } from 'react';
import { Input, type InputProps, type InputRef } from 'antd';
import { filterAmountInput, filterNumericInput, numberToText, parseAmountInput, parseNumericInput } from './input-filters';

interface NumberInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value?: number | string | null;
  onChange?(value: number | null): void;
}

function useNumberText(
  value: NumberInputProps['value'],
  onChange: NumberInputProps['onChange'],
  filter: (next: string, previous: string) => string,
  parse: (text: string) => number | null,
) {
  const [text, setText] = useState(() => numberToText(value));
  const last = useRef<number | null>(parse(numberToText(value)));
  // a value set from outside (another row update, a form reset) replaces the text
  useEffect(() => {
    const incoming = parse(numberToText(value));
    if (incoming !== last.current) {
      last.current = incoming;
      setText(numberToText(value));
    }
  }, [value, parse]);
  return {
    text,
    change(next: string) {
      const kept = filter(next, text);
      setText(kept);
      const parsed = parse(kept);
      if (parsed !== last.current) {
        last.current = parsed;
        onChange?.(parsed);
      }
    },
    blur() {
      setText(numberToText(last.current));
    },
  };
}

/** An Input keeping the typed text, `filter` deciding what may be typed and `parse` the number it is. */
function NumberTextInput({
  value,
  onChange,
  onBlur,
  ref,
  filter,
  parse,
  ...rest
}: NumberInputProps & { ref?: React.Ref<InputRef>; filter: (next: string, previous: string) => string; parse: (text: string) => number | null }) {
  const state = useNumberText(value, onChange, filter, parse);
  return (
    <Input
      {...rest}
      ref={ref}
      inputMode="decimal"
      value={state.text}
      onChange={(event) => state.change(event.target.value)}
      onBlur={(event) => {
        state.blur();
        onBlur?.(event);
      }}
    />
  );
}

export function NumericInput(props: NumberInputProps & { ref?: React.Ref<InputRef> }) {
  return <NumberTextInput {...props} filter={filterNumericInput} parse={parseNumericInput} />;
}

export function AmountInput(props: NumberInputProps & { ref?: React.Ref<InputRef> }) {
  return <NumberTextInput {...props} filter={filterAmountInput} parse={parseAmountInput} />;
}
