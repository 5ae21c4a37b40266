/**
 * The form panel's view of a start form (options.form): label and prop of every field, with a
 * group's or dynamic field's children as sub-columns, so a node can mark each readable and
 * writable. FieldPermission lists mirror this shape.
 */
import type { FormFieldOption } from '../../options';
import type { FormField, FormSchema } from './types';

function toOption(field: FormField): FormFieldOption {
  const option: FormFieldOption = { label: field.label, prop: field.prop, type: field.type };
  if (field.children) option.children = field.children.map(toOption);
  return option;
}

export function formFieldsOf(schema: FormSchema | undefined): FormFieldOption[] {
  return (schema?.fields ?? []).map(toOption);
}
