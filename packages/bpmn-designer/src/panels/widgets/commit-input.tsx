/**
 * A text input that writes when the user leaves it or presses Enter, not on every key: one
 * command (one undo step) per edit. It follows the diagram when undo changes the value.
 */
import { Input } from 'antd';
import { useEffect, useState } from 'react';

export interface CommitInputProps {
  id?: string;
  value: string | undefined;
  /** returns an error message to keep the draft and show it, or nothing when written */
  onCommit(value: string): string | undefined | void;
  /** checked on every change (spec: 'node id is required (on change)') */
  validate?(value: string): string | undefined;
  onError?(error: string | undefined): void;
  multiline?: boolean;
  placeholder?: string;
  disabled?: boolean;
}

export function CommitInput({ id, value, onCommit, validate, onError, multiline, placeholder, disabled }: CommitInputProps) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);

  const report = (error: string | undefined) => onError?.(error);
  const change = (next: string) => {
    setDraft(next);
    report(validate?.(next));
  };
  const commit = () => {
    if (draft === (value ?? '')) return report(undefined);
    const invalid = validate?.(draft);
    if (invalid) return report(invalid);
    report(onCommit(draft) || undefined);
  };

  if (multiline)
    return (
      <Input.TextArea
        id={id}
        value={draft}
        placeholder={placeholder}
        disabled={disabled}
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(e) => change(e.target.value)}
        onBlur={commit}
      />
    );
  return (
    <Input id={id} value={draft} placeholder={placeholder} disabled={disabled} onChange={(e) => change(e.target.value)} onBlur={commit} onPressEnter={commit} />
  );
}
