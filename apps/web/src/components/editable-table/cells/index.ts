/** Registers the built-in cell types (see cell-registry.ts); imported once by the table. */
import { registerCellType } from '../cell-registry';
import { DateEditor } from './date-cells';
import { CheckboxCell, NormalDisplay, ProgressDisplay, SlotDisplay } from './misc-cells';
import { DepartEditor, DepartNames, UserEditor, UserNames } from './people-cells';
import { MultiSelectEditor, SelectDisplay, SelectEditor } from './select-cells';
import { InputEditor, NumberDisplay, NumberEditor, TagsDisplay, TagsEditor, TextareaEditor, TextDisplay } from './text-cells';
import { FileLink, UploadCell } from './upload-cell';

let registered = false;

export function registerBuiltInCells() {
  if (registered) return;
  registered = true;
  registerCellType('input', { Editor: InputEditor, Display: TextDisplay });
  registerCellType('textarea', { Editor: TextareaEditor, Display: TextDisplay });
  registerCellType('inputNumber', { Editor: NumberEditor, Display: NumberDisplay });
  registerCellType('tags', { Editor: TagsEditor, Display: TagsDisplay });
  registerCellType('select', { Editor: SelectEditor, Display: SelectDisplay, usesOptions: true });
  registerCellType('select-search', { Editor: SelectEditor, Display: SelectDisplay, usesOptions: true });
  registerCellType('select-multiple', { Editor: MultiSelectEditor, Display: SelectDisplay, usesOptions: true });
  registerCellType('date', { Editor: DateEditor, Display: TextDisplay });
  registerCellType('datetime', { Editor: DateEditor, Display: TextDisplay });
  registerCellType('time', { Editor: DateEditor, Display: TextDisplay });
  registerCellType('checkbox', { Editor: CheckboxCell, inline: true });
  registerCellType('upload', { Editor: UploadCell, Display: FileLink, inline: true });
  registerCellType('progress', { Display: ProgressDisplay });
  registerCellType('sel_user', { Editor: UserEditor, Display: UserNames });
  registerCellType('sel_depart', { Editor: DepartEditor, Display: DepartNames });
  registerCellType('normal', { Display: NormalDisplay });
  registerCellType('slot', { Display: SlotDisplay });
}
