/** New fields and copies, each with a fresh id and a prop that is free in its scope. */
import { FIELD_TYPE_INFO, starterChoices } from './field-types';
import type { FieldType, FormField } from './types';

export const newFieldId = (): string => `field_${Math.random().toString(36).slice(2, 10)}`;

/** `base` + the smallest number not taken (input1, input2 ...); the result is added to `taken`. */
export function uniqueProp(base: string, taken: Set<string>): string {
  const stem = base.replace(/\d+$/, '') || 'field';
  let n = 1;
  while (taken.has(`${stem}${n}`)) n++;
  const prop = `${stem}${n}`;
  taken.add(prop);
  return prop;
}

export function createField(type: FieldType, taken: Set<string>): FormField {
  const typeInfo = FIELD_TYPE_INFO[type];
  const field: FormField = { id: newFieldId(), type, label: typeInfo.label, prop: uniqueProp(type, taken), span: 24 };
  const options = starterChoices(typeInfo.choices);
  if (options) field.options = options;
  if (typeInfo.defaultProps) field.props = { ...typeInfo.defaultProps };
  if (typeInfo.container) field.children = [];
  return field;
}

/**
 * A deep copy with new ids. Props in the top scope (the copy and a group's children) get new
 * names so the form keeps one value per prop; a dynamic field's columns keep theirs, since they
 * live in the copy's own rows.
 */
export function cloneField(field: FormField, taken: Set<string>, renameProp = true): FormField {
  const copy: FormField = structuredClone(field);
  copy.id = newFieldId();
  if (renameProp) copy.prop = uniqueProp(field.prop, taken);
  if (field.children) copy.children = field.children.map((child) => cloneField(child, taken, renameProp && field.type === 'group'));
  return copy;
}
