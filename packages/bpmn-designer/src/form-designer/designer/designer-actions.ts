/**
 * What the designer's buttons do to the schema, as pure functions (the React shell only keeps
 * the draft and the selection): where a new field goes, copies, deletes, moves.
 */
import { canContain } from '../schema/field-types';
import { cloneField, createField } from '../schema/create-field';
import { findField, insertField, moveField, propsInScopeOf, removeField, updateField } from '../schema/schema-tree';
import type { FieldType, FormField, FormSchema } from '../schema/types';

export interface ActionResult {
  schema: FormSchema;
  /** the field to select afterwards (undefined: nothing selected) */
  selectedId: string | undefined;
}

/**
 * Adds a field of `type`: into the selected container when it may hold the type, else right
 * after the selected field, climbing out of containers that may not hold it; at the end of the
 * form when nothing is selected (or `parentId` names the container a drop landed on).
 */
export function addField(schema: FormSchema, type: FieldType, selectedId: string | undefined, parentId?: string): ActionResult {
  let targetParent: string | undefined = parentId;
  let index: number | undefined;
  if (parentId === undefined && selectedId) {
    let location = findField(schema.fields, selectedId);
    if (location && canContain(location.field.type, type)) {
      targetParent = location.field.id;
    } else {
      while (location?.parent && !canContain(location.parent.type, type)) location = findField(schema.fields, location.parent.id);
      if (location) {
        targetParent = location.parent?.id;
        index = location.index + 1;
      }
    }
  }
  if (targetParent) {
    const container = findField(schema.fields, targetParent)?.field;
    if (!container || !canContain(container.type, type)) {
      targetParent = undefined;
      index = undefined;
    }
  }
  const field = createField(type, propsInScopeOf(schema.fields, targetParent));
  return { schema: { ...schema, fields: insertField(schema.fields, field, targetParent, index) }, selectedId: field.id };
}

export function copyField(schema: FormSchema, id: string): ActionResult {
  const location = findField(schema.fields, id);
  if (!location) return { schema, selectedId: undefined };
  const taken = propsInScopeOf(schema.fields, location.parent?.id);
  const copy = cloneField(location.field, taken);
  return { schema: { ...schema, fields: insertField(schema.fields, copy, location.parent?.id, location.index + 1) }, selectedId: copy.id };
}

/** Deletes a field (and what it holds); the selection moves to its container, if any. */
export function deleteField(schema: FormSchema, id: string): ActionResult {
  const location = findField(schema.fields, id);
  return { schema: { ...schema, fields: removeField(schema.fields, id) }, selectedId: location?.parent?.id };
}

export function shiftField(schema: FormSchema, id: string, delta: -1 | 1): FormSchema {
  return { ...schema, fields: moveField(schema.fields, id, delta) };
}

export function patchField(schema: FormSchema, id: string, patch: Partial<FormField>): FormSchema {
  return {
    ...schema,
    fields: updateField(schema.fields, id, (field) => {
      const next: FormField = { ...field, ...patch };
      // a value of the old shape would not fit (one choice versus a list of choices)
      if (patch.props && Boolean(patch.props.multiple) !== Boolean(field.props?.multiple)) delete next.defaultValue;
      for (const key of Object.keys(patch) as (keyof FormField)[]) if (patch[key] === undefined) delete next[key];
      return next;
    }),
  };
}
