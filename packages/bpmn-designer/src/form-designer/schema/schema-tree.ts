/**
 * Immutable operations on the field tree (fields nest in groups and dynamic fields). The
 * designer keeps its schema as plain data and every edit returns a new tree, so React sees the
 * change and "cancel" simply drops the draft.
 */
import type { FormField } from './types';

export interface FieldLocation {
  field: FormField;
  /** the group or dynamic field holding it; undefined at the top level */
  parent: FormField | undefined;
  index: number;
  siblings: FormField[];
}

export function findField(fields: FormField[], id: string, parent?: FormField): FieldLocation | undefined {
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index];
    if (field.id === id) return { field, parent, index, siblings: fields };
    if (field.children) {
      const found = findField(field.children, id, field);
      if (found) return found;
    }
  }
  return undefined;
}

/** Rebuilds the tree with `change` applied to the list that holds the field `id` (or the top). */
function mapSiblings(fields: FormField[], parentId: string | undefined, change: (siblings: FormField[]) => FormField[]): FormField[] {
  if (parentId === undefined) return change(fields);
  return fields.map((field) => {
    if (field.id === parentId) return { ...field, children: change(field.children ?? []) };
    if (field.children) return { ...field, children: mapSiblings(field.children, parentId, change) };
    return field;
  });
}

export function updateField(fields: FormField[], id: string, update: (field: FormField) => FormField): FormField[] {
  return fields.map((field) => {
    if (field.id === id) return update(field);
    if (field.children) return { ...field, children: updateField(field.children, id, update) };
    return field;
  });
}

export function removeField(fields: FormField[], id: string): FormField[] {
  return fields.filter((field) => field.id !== id).map((field) => (field.children ? { ...field, children: removeField(field.children, id) } : field));
}

/** Inserts into the container `parentId` (top level when undefined) at `index` (end when absent). */
export function insertField(fields: FormField[], field: FormField, parentId?: string, index?: number): FormField[] {
  return mapSiblings(fields, parentId, (siblings) => {
    const at = index === undefined ? siblings.length : Math.max(0, Math.min(index, siblings.length));
    return [...siblings.slice(0, at), field, ...siblings.slice(at)];
  });
}

/** Moves a field one place up (-1) or down (+1) among its siblings; no change at either end. */
export function moveField(fields: FormField[], id: string, delta: -1 | 1): FormField[] {
  const location = findField(fields, id);
  if (!location) return fields;
  const target = location.index + delta;
  if (target < 0 || target >= location.siblings.length) return fields;
  return mapSiblings(fields, location.parent?.id, (siblings) => {
    const next = [...siblings];
    [next[location.index], next[target]] = [next[target], next[location.index]];
    return next;
  });
}

/**
 * The props that share one value scope with top-level fields: everything outside dynamic
 * fields (a group's children sit beside it in the value). Each dynamic field's children form
 * their own scope, one row each.
 */
export function topScopeProps(fields: FormField[], excludeId?: string): Set<string> {
  const props = new Set<string>();
  const visit = (list: FormField[]) => {
    for (const field of list) {
      if (field.id !== excludeId) props.add(field.prop);
      if (field.type === 'group' && field.children) visit(field.children);
    }
  };
  visit(fields);
  return props;
}

/** The props a field placed in `parentId` must not reuse (apart from the field `excludeId` itself). */
export function propsInScopeOf(fields: FormField[], parentId: string | undefined, excludeId?: string): Set<string> {
  const parent = parentId ? findField(fields, parentId)?.field : undefined;
  if (parent?.type === 'dynamic') return new Set((parent.children ?? []).filter((child) => child.id !== excludeId).map((child) => child.prop));
  return topScopeProps(fields, excludeId);
}
