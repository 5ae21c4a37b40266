/**
 * The node form panel's data (spec 02 sections 2 and 3): external / independent form
 * attributes, the hide switches, field permissions as FormField extension elements and the
 * default copy recipients as one CopyUser extension element.
 */
import type { FormFieldOption } from '../../options';
import type { Editor } from './commands';
import { extensionsOf, replaceExtensions } from './extension-elements';
import { flagValue, isTrue, orUndefined, readExt, updateProperties, type Change, type DiagramElement, type ModdleElement } from './model';

/** The stored attribute names (exFormKey ...) stay as the engines read them; users see their Chinese names only. */
export const FORM_TEXT_KEYS = [
  { key: 'exFormKey', label: '外部表单标识' },
  { key: 'exFormUrl', label: '外部表单地址（Web）' },
  { key: 'exAppFormUrl', label: '外部表单地址（App）' },
  { key: 'indepFormKey', label: '独立表单标识' },
] as const;

export const HIDE_SWITCHES = [
  { key: 'hideAttachment', label: '隐藏审批附件', userTaskOnly: true },
  { key: 'hideCopy', label: '隐藏选择抄送人', userTaskOnly: false },
  { key: 'hideExamine', label: '隐藏选择审核人', userTaskOnly: false },
] as const;
export type HideKey = (typeof HIDE_SWITCHES)[number]['key'];

export function textAttributeChanges(editor: Editor, element: DiagramElement, localName: string, value: string): Change[] {
  return [updateProperties(element, { [editor.ext(localName)]: orUndefined(value) })];
}

/** indepFormSummary is '1' (show the form as the summary) or '0'. */
export const readIndepFormSummary = (editor: Editor, bo: ModdleElement): boolean => String(readExt(bo, editor.engine, 'indepFormSummary') ?? '0') === '1';

export const indepFormSummaryChanges = (editor: Editor, element: DiagramElement, on: boolean): Change[] => [
  updateProperties(element, { [editor.ext('indepFormSummary')]: on ? '1' : '0' }),
];

export const readHide = (editor: Editor, bo: ModdleElement, key: HideKey): boolean => isTrue(readExt(bo, editor.engine, key));

/** A hide switch turned off removes the attribute: absent means shown. */
export function hideChanges(editor: Editor, element: DiagramElement, key: HideKey, on: boolean): Change[] {
  const name = editor.ext(key);
  return [updateProperties(element, { [name]: on ? flagValue(element.businessObject, name, true) : undefined })];
}

export interface FieldPermission {
  /** the field's place in the form: props of its parents and its own, joined by dots */
  path: string;
  label: string;
  prop: string;
  readable: boolean;
  writable: boolean;
  children?: FieldPermission[];
}

function storedPermissions(items: ModdleElement[]): Map<string, ModdleElement> {
  return new Map(items.map((item) => [item.prop, item]));
}

/**
 * The table rows: the start form's fields (options.form) in their order, with what the node
 * stores; a field never stored is readable and not writable.
 */
export function fieldPermissions(editor: Editor, bo: ModdleElement, fields: FormFieldOption[]): FieldPermission[] {
  const merge = (options: FormFieldOption[], stored: Map<string, ModdleElement>, parent: string): FieldPermission[] =>
    options.map((field) => {
      const item = stored.get(field.prop);
      const path = parent ? `${parent}.${field.prop}` : field.prop;
      return {
        path,
        label: field.label,
        prop: field.prop,
        readable: item ? isTrue(item.readable) : true,
        writable: item ? isTrue(item.writable) : false,
        children: field.children?.length ? merge(field.children, storedPermissions(item?.children ?? []), path) : undefined,
      };
    });
  return merge(fields, storedPermissions(extensionsOf(bo, editor.ext('FormField'))), '');
}

/** A writable field is also readable; an unreadable one is not writable. */
function withPermission(row: FieldPermission, key: 'readable' | 'writable', value: boolean): FieldPermission {
  const next = { ...row, [key]: value };
  if (key === 'writable' && value) next.readable = true;
  if (key === 'readable' && !value) next.writable = false;
  return next;
}

/** Sets one field (and its sub-columns) by path. */
export function setPermission(rows: FieldPermission[], path: string, key: 'readable' | 'writable', value: boolean): FieldPermission[] {
  return rows.map((row) => {
    if (row.path === path) return { ...withPermission(row, key, value), children: row.children && setAll(row.children, key, value) };
    return row.children ? { ...row, children: setPermission(row.children, path, key, value) } : row;
  });
}

export const setAll = (rows: FieldPermission[], key: 'readable' | 'writable', value: boolean): FieldPermission[] =>
  rows.map((row) => ({ ...withPermission(row, key, value), children: row.children && setAll(row.children, key, value) }));

/** 'all' / 'none' / 'some' of a column, over every field and sub-column. */
export function columnState(rows: FieldPermission[], key: 'readable' | 'writable'): 'all' | 'none' | 'some' {
  const values: boolean[] = [];
  const walk = (list: FieldPermission[]) => list.forEach((row) => (values.push(row[key]), row.children && walk(row.children)));
  walk(rows);
  if (values.length && values.every(Boolean)) return 'all';
  return values.some(Boolean) ? 'some' : 'none';
}

export function fieldPermissionChanges(editor: Editor, element: DiagramElement, rows: FieldPermission[]): Change[] {
  const create = (row: FieldPermission): ModdleElement => {
    const item = editor.create(editor.ext('FormField'), { label: row.label, prop: row.prop, readable: row.readable, writable: row.writable });
    if (row.children?.length) {
      item.children = row.children.map(create);
      item.children.forEach((child: ModdleElement) => (child.$parent = item));
    }
    return item;
  };
  return replaceExtensions(editor, element, element.businessObject, editor.ext('FormField'), rows.map(create));
}

export interface CopyUsers {
  ids: string[];
  names: string[];
}

export function readCopyUsers(editor: Editor, bo: ModdleElement): CopyUsers {
  const item = extensionsOf(bo, editor.ext('CopyUser'))[0];
  const split = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);
  return { ids: split(item?.value), names: split(item?.text) };
}

export function copyUserChanges(editor: Editor, element: DiagramElement, users: CopyUsers): Change[] {
  const items = users.ids.length ? [editor.create(editor.ext('CopyUser'), { value: users.ids.join(','), text: users.names.join(',') })] : [];
  return replaceExtensions(editor, element, element.businessObject, editor.ext('CopyUser'), items);
}
