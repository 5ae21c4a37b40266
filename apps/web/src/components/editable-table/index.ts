export { EditableTable, DEFAULT_ROW_HEIGHT, DEFAULT_TABLE_HEIGHT, type EditableTableProps, type ValueChangeEvent } from './editable-table';
export { registerCellType, getCellType, type CellDisplayProps, type CellEditorProps, type CellTypeDefinition } from './cell-registry';
export { AmountInput, NumericInput } from './numeric-input';
export { useLiveTable } from './use-live-table';
export { RULE_PRESETS, type PresetName } from './validation';
export { DEFAULT_SORT_KEY } from './row-order';
export type * from './types';
export { CellTag, CellCheckbox, CellProgress } from './cells/light';
