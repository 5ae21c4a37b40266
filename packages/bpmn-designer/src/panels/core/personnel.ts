/**
 * Rules of the personnel configuration dialog (spec 02 section 2): rows of type / value / text,
 * each type at most once, only complete rows submitted, at least one required, duties only from
 * organisation nodes of category 5. Version v1 of the user selection offers posts, v2 duties.
 */
import type { CustomAssignee, PickDepart } from '../../react/designer-props';
import type { Editor } from './commands';
import { extensionsOf, replaceExtensions } from './extension-elements';
import type { Change, DiagramElement, ModdleElement } from './model';

export type AssigneeType = 'user' | 'post' | 'duty' | 'custom';

export interface AssigneeRow {
  type?: AssigneeType;
  /** comma-joined ids (users, posts, duties) or the custom expression */
  value?: string;
  /** comma-joined names shown to people */
  text?: string;
}

export const ASSIGNEE_TYPE_LABELS: Record<AssigneeType, string> = { user: '用户', post: '岗位', duty: '职务', custom: '自定义' };

export const NOTHING_SELECTED = '请至少选择一项';

export const assigneeTypesFor = (version: 'v1' | 'v2'): AssigneeType[] => (version === 'v1' ? ['user', 'post', 'custom'] : ['user', 'duty', 'custom']);

/** The types the row at `index` must not take because another row has them. */
export function typesUsedElsewhere(rows: AssigneeRow[], index: number): Set<AssigneeType> {
  return new Set(rows.flatMap((row, i) => (i !== index && row.type ? [row.type] : [])));
}

/** A row can still be added while some type is unused. */
export const canAddRow = (rows: AssigneeRow[], version: 'v1' | 'v2'): boolean => rows.length < assigneeTypesFor(version).length;

export const rowsToSubmit = (rows: AssigneeRow[]): AssigneeRow[] => rows.filter((row) => row.type && row.value?.trim());

/** The warning to show on confirm, or undefined when the rows can be saved. */
export const checkRows = (rows: AssigneeRow[]): string | undefined => (rowsToSubmit(rows).length === 0 ? NOTHING_SELECTED : undefined);

export const isDuty = (node: PickDepart): boolean => node.orgCategory === '5';

export interface DutyTreeNode {
  value: string;
  title: string;
  disabled: boolean;
  children?: DutyTreeNode[];
}

/** The department tree for a TreeSelect where only category-5 nodes can be picked. */
export function dutyTree(nodes: PickDepart[]): DutyTreeNode[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.title,
    disabled: !isDuty(node),
    children: node.children?.length ? dutyTree(node.children) : undefined,
  }));
}

/** Titles of picked ids in a tree (for the row's text). */
export function titlesOf(nodes: PickDepart[], ids: string[]): string[] {
  const byId = new Map<string, string>();
  const walk = (list: PickDepart[]) => list.forEach((node) => (byId.set(node.id, node.title), node.children && walk(node.children)));
  walk(nodes);
  return ids.map((id) => byId.get(id) ?? id);
}

export const customRow = (item: CustomAssignee): AssigneeRow => ({ type: 'custom', value: item.expression, text: item.name });

export function readAssignees(editor: Editor, bo: ModdleElement | undefined): AssigneeRow[] {
  return extensionsOf(bo, editor.ext('Assignee')).map((item) => ({ type: item.type, value: item.value, text: item.text }));
}

export function assigneeChanges(editor: Editor, element: DiagramElement, rows: AssigneeRow[]): Change[] {
  const items = rowsToSubmit(rows).map((row) => editor.create(editor.ext('Assignee'), { type: row.type, value: row.value, text: row.text ?? '' }));
  return replaceExtensions(editor, element, element.businessObject, editor.ext('Assignee'), items);
}
