/**
 * The editor's state: the seven parts plus each tab's state (which remembers the range and loop
 * numbers while another mode is chosen). Editing a tab re-formats its part, applies the spec's
 * cascade, and re-reads the parts the cascade changed.
 */
import { fieldRule, fieldStateOf, formatField, type CronField, type FieldState } from './cron-fields';
import { applyCascade, CRON_FIELDS, parseExpression, type CronParts, type CronShape } from './cron-expression';

export interface CronEditorState {
  parts: CronParts;
  fields: Record<CronField, FieldState>;
  /** fields of the text the editor was opened with that it could not show (they became every) */
  notUnderstood: CronField[];
  wrongShape: boolean;
}

function statesOf(parts: CronParts): Record<CronField, FieldState> {
  return Object.fromEntries(CRON_FIELDS.map((f) => [f, fieldStateOf(f, parts[f]).state])) as Record<CronField, FieldState>;
}

export function initCronEditorState(text: string | null | undefined, shape: CronShape = {}): CronEditorState {
  const { parts, notUnderstood, wrongShape } = parseExpression(text, shape);
  return { parts, fields: statesOf(parts), notUnderstood, wrongShape };
}

/** The user changed one tab. */
export function editCronField(state: CronEditorState, field: CronField, next: FieldState): CronEditorState {
  const edited: FieldState = next.mode === 'specify' && next.list.length === 0 ? { ...next, list: [fieldRule(field).min] } : next;
  const parts = applyCascade({ ...state.parts, [field]: formatField(field, edited) }, field);
  const fields = { ...state.fields, [field]: edited };
  for (const other of CRON_FIELDS) {
    if (other === field || parts[other] === state.parts[other]) continue;
    const parsed = fieldStateOf(other, parts[other]).state;
    // keep the numbers the user typed in the other modes of that tab
    fields[other] = { ...state.fields[other], mode: parsed.mode, list: parsed.mode === 'specify' ? parsed.list : state.fields[other].list };
  }
  return { ...state, parts, fields };
}
