/** Text-like cells: input, textarea, inputNumber (numeric or amount) and tags. */
import { Input } from 'antd';
import type { CellDisplayProps, CellEditorProps } from '../cell-registry';
import { formatTagsInput, splitTags } from '../input-filters';
import { AmountInput, NumericInput } from '../numeric-input';
import { formatStatistic, toNumber } from '../statistics';
import { CellTag } from './light';

export const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export function TextDisplay({ value }: CellDisplayProps) {
  return <span className="et-text">{textOf(value)}</span>;
}

export function InputEditor({ value, onChange, onCommit, column }: CellEditorProps) {
  return (
    <Input
      autoFocus
      size="small"
      value={textOf(value)}
      placeholder={column.placeholder ?? `请输入${column.title}`}
      onChange={(event) => onChange(event.target.value)}
      onPressEnter={() => onCommit('down')}
    />
  );
}

/** Opens over the cell with room for several lines; Ctrl+Enter (or a click outside) finishes. */
export function TextareaEditor({ value, onChange, onCommit, column }: CellEditorProps) {
  return (
    <div className="et-popup-editor">
      <Input.TextArea
        autoFocus
        value={textOf(value)}
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder={column.placeholder ?? `请输入${column.title}`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) onCommit('down');
        }}
      />
    </div>
  );
}

export function NumberEditor({ value, onChange, onCommit, column }: CellEditorProps) {
  const Component = column.numberMode === 'amount' ? AmountInput : NumericInput;
  return (
    <Component
      autoFocus
      size="small"
      value={value as number | null}
      placeholder={column.placeholder ?? `请输入${column.title}`}
      onChange={(next) => onChange(next)}
      onPressEnter={() => onCommit('down')}
    />
  );
}

export function NumberDisplay({ value, column }: CellDisplayProps) {
  const n = toNumber(value);
  if (n === null) return <span className="et-text">{textOf(value)}</span>;
  return <span className="et-text et-number">{column.numberMode === 'amount' ? formatStatistic(n, true) : String(n)}</span>;
}

export function TagsEditor({ value, onChange, onCommit, column }: CellEditorProps) {
  return (
    <Input
      autoFocus
      size="small"
      value={textOf(value)}
      placeholder={column.placeholder ?? '每两个字自动分隔'}
      onChange={(event) => onChange(formatTagsInput(event.target.value))}
      onPressEnter={() => onCommit('down')}
    />
  );
}

export function TagsDisplay({ value, column }: CellDisplayProps) {
  const tags = splitTags(value);
  return (
    <span className="et-tags">
      {tags.map((tag, index) => (
        <CellTag key={`${tag}-${index}`} color={column.setTagColor?.(tag)}>
          {tag}
        </CellTag>
      ))}
    </span>
  );
}
