/**
 * JSON import and export of a form schema. Import checks the shape (so the designer never holds
 * something it cannot draw) and fills what a hand-written file may leave out (ids, span); the
 * rules of validate-schema.ts are reported by the designer afterwards, as for any edit.
 */
import { newFieldId } from './create-field';
import { FIELD_SPANS, FIELD_TYPES, FORM_LAYOUTS, type FieldSpan, type FormField, type FormSchema } from './types';

export type ParseResult = { ok: true; schema: FormSchema } | { ok: false; error: string };

export function stringifySchema(schema: FormSchema): string {
  return JSON.stringify(schema, null, 2);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

class ShapeError extends Error {}

function readField(raw: unknown, path: string): FormField {
  if (!isObject(raw)) throw new ShapeError(`${path} 不是对象`);
  const { type, label, prop, span, children, options } = raw;
  if (typeof type !== 'string' || !(FIELD_TYPES as readonly string[]).includes(type)) throw new ShapeError(`${path} 的类型 ${String(type)} 不受支持`);
  if (typeof prop !== 'string') throw new ShapeError(`${path} 缺少属性名 prop`);
  if (label !== undefined && typeof label !== 'string') throw new ShapeError(`${path} 的标题 label 必须是文字`);
  if (options !== undefined && !Array.isArray(options)) throw new ShapeError(`${path} 的选项 options 必须是数组`);
  if (children !== undefined && !Array.isArray(children)) throw new ShapeError(`${path} 的子字段 children 必须是数组`);
  const field = {
    ...raw,
    id: typeof raw.id === 'string' && raw.id ? raw.id : newFieldId(),
    label: label ?? '',
    span: (FIELD_SPANS as readonly unknown[]).includes(span) ? (span as FieldSpan) : 24,
  } as FormField;
  if (children) field.children = children.map((child, index) => readField(child, `${path}.children[${index}]`));
  return field;
}

/** Parses designer JSON: `{ fields: [...], labelWidth?, layout? }` or a bare list of fields. */
export function parseSchemaJson(text: string): ParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `JSON 格式错误：${(error as Error).message}` };
  }
  const root = Array.isArray(data) ? { fields: data } : data;
  if (!isObject(root) || !Array.isArray(root.fields)) return { ok: false, error: '缺少字段列表 fields' };
  try {
    const fields = root.fields.map((field, index) => readField(field, `fields[${index}]`));
    const schema: FormSchema = { fields };
    if (typeof root.labelWidth === 'number') schema.labelWidth = root.labelWidth;
    if ((FORM_LAYOUTS as readonly unknown[]).includes(root.layout)) schema.layout = root.layout as FormSchema['layout'];
    if (typeof root.titleTemplate === 'string' && root.titleTemplate) schema.titleTemplate = root.titleTemplate;
    // ids identify fields in the designer: a pasted copy of the same field twice gets its own
    const seen = new Set<string>();
    const reassign = (list: FormField[]) =>
      list.forEach((field) => {
        if (seen.has(field.id)) field.id = newFieldId();
        seen.add(field.id);
        if (field.children) reassign(field.children);
      });
    reassign(fields);
    return { ok: true, schema };
  } catch (error) {
    if (error instanceof ShapeError) return { ok: false, error: error.message };
    throw error;
  }
}
