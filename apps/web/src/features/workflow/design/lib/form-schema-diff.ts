/**
 * What changed between two versions of a form: fields added, removed or changed (each changed
 * property with its old and new value) and changed form settings. Fields are matched by the form
 * designer's stable field id, else by their prop path, so a renamed prop reads as a change.
 */
export type FieldChangeKind = 'added' | 'removed' | 'changed';

export interface SettingChange {
  path: string;
  label: string;
  oldValue: string;
  newValue: string;
}

export interface FieldChange {
  key: string;
  kind: FieldChangeKind;
  /** the field's label and prop path (parent.child), from the newer side when it exists */
  label: string;
  propPath: string;
  type: string;
  properties: SettingChange[];
}

export interface FormSchemaDiff {
  fields: FieldChange[];
  settings: SettingChange[];
}

type Json = Record<string, unknown>;

interface FieldEntry {
  key: string;
  field: Json;
  propPath: string;
}

const PROPERTY_LABELS: Record<string, string> = {
  label: '标题',
  prop: '字段名',
  type: '类型',
  required: '必填',
  placeholder: '占位提示',
  span: '宽度',
  defaultValue: '默认值',
  labelWidth: '标签宽度',
  layout: '布局',
};

export function settingLabel(path: string): string {
  if (PROPERTY_LABELS[path]) return PROPERTY_LABELS[path];
  if (path.startsWith('options')) return `选项 ${path.slice('options'.length)}`.trim();
  if (path.startsWith('props.')) return `属性 ${path.slice('props.'.length)}`;
  return path;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export function displayValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** Nested objects and arrays as `a.b[0].c` paths; `skip` leaves keys out at the top level. */
export function flattenJson(value: unknown, skip: readonly string[] = [], prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) {
    if (value.length === 0 && prefix) out.set(prefix, '[]');
    value.forEach((item, index) => flattenJson(item, [], `${prefix}[${index}]`, out));
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (!prefix && skip.includes(key)) continue;
      flattenJson(item, [], prefix ? `${prefix}.${key}` : key, out);
    }
  } else if (value !== undefined && value !== null && prefix) {
    out.set(prefix, displayValue(value));
  }
  return out;
}

export function compareMaps(before: Map<string, string>, after: Map<string, string>): SettingChange[] {
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((path) => before.get(path) !== after.get(path))
    .map((path) => ({ path, label: settingLabel(path), oldValue: before.get(path) ?? '', newValue: after.get(path) ?? '' }));
}

function collectFields(fields: unknown, parentPath = '', out: FieldEntry[] = []): FieldEntry[] {
  if (!Array.isArray(fields)) return out;
  for (const field of fields) {
    if (!isObject(field)) continue;
    const prop = String(field.prop ?? '');
    const propPath = parentPath ? `${parentPath}.${prop}` : prop;
    const key = typeof field.id === 'string' && field.id ? `id:${field.id}` : `prop:${propPath}`;
    out.push({ key, field, propPath });
    collectFields(field.children, propPath, out);
  }
  return out;
}

const describe = (entry: FieldEntry, kind: FieldChangeKind, properties: SettingChange[] = []): FieldChange => ({
  key: entry.key,
  kind,
  label: String(entry.field.label ?? ''),
  propPath: entry.propPath,
  type: String(entry.field.type ?? ''),
  properties,
});

export function diffFormSchemas(older: unknown, newer: unknown): FormSchemaDiff {
  const before = collectFields(isObject(older) ? older.fields : undefined);
  const after = collectFields(isObject(newer) ? newer.fields : undefined);
  const beforeByKey = new Map(before.map((entry) => [entry.key, entry]));
  const afterKeys = new Set(after.map((entry) => entry.key));
  const fields: FieldChange[] = [];
  for (const entry of after) {
    const old = beforeByKey.get(entry.key);
    if (!old) {
      fields.push(describe(entry, 'added'));
      continue;
    }
    const properties = compareMaps(flattenJson(old.field, ['children', 'id']), flattenJson(entry.field, ['children', 'id']));
    if (properties.length) fields.push(describe(entry, 'changed', properties));
  }
  for (const entry of before) if (!afterKeys.has(entry.key)) fields.push(describe(entry, 'removed'));
  const order: FieldChangeKind[] = ['added', 'removed', 'changed'];
  fields.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  const settings = compareMaps(flattenJson(isObject(older) ? older : {}, ['fields']), flattenJson(isObject(newer) ? newer : {}, ['fields']));
  return { fields, settings };
}
