/**
 * A list's columns from the resource's field catalogue: the title is the field's label, the cell
 * its display (a dictionary field shows its text as a coloured tag), the width and sorting as the
 * catalogue says. A page names the fields it shows, in order, and may override a column or add one
 * of its own; a field's label is still written only in contracts.
 */
import type { ReactNode } from 'react';
import { Image, Space, Typography } from 'antd';
import { shownProperty, type AnyResource, type ResourceFieldSpec } from '@bus/contracts';
import { formatMoney } from '@bus/contracts';
import { DictTag } from '../dict';
import { fileUrlOf } from '../upload';
import type { ListColumnsType } from '../list-page/list-table';

/** a column as the list table takes it (with `fitContent`: as wide as its longest text) */
type ListColumn<Rec> = ListColumnsType<Rec>[number];

/** A field name, a field with overrides, or a column of the page's own. */
export type ColumnEntry<Rec> = string | [string, Partial<ListColumn<Rec>>] | ListColumn<Rec>;

const isMoney = (spec: ResourceFieldSpec) => spec.form?.widget === 'money';

/** The cell of a field: its dictionary tag, its choice's label, an amount in yuan, or its text (— when empty). */
function cellOf<Rec>(name: string, spec: ResourceFieldSpec): ((value: unknown, record: Rec) => ReactNode) | undefined {
  if (spec.dict) {
    const dictCode = spec.dict;
    // a numeric value (状态 0) is the dictionary's text value '0', not an empty cell
    return (value, record) => (
      <DictTag
        dictCode={dictCode}
        value={value === null || value === undefined ? undefined : String(value)}
        text={(record as Record<string, string>)[`${name}_dictText`]}
      />
    );
  }
  if (spec.choices) {
    const choices = spec.choices;
    return (value) => choices.find((choice) => String(choice.value) === String(value))?.label ?? (value === null || value === undefined ? '—' : String(value));
  }
  if (isMoney(spec)) return (value) => formatMoney(value as number);
  if (spec.form?.widget === 'image') return (value) => <ImageCell path={value as string | null} label={spec.label} />;
  if (spec.form?.widget === 'color') return (value) => <ColorCell color={value as string | null} />;
  if (spec.type === 'datetime') return (value) => (typeof value === 'string' ? value.slice(0, 16) : '—');
  // a switch's true would render as nothing
  if (spec.type === 'boolean') return (value) => (value === true ? '是' : value === false ? '否' : '—');
  return (value) => (value === null || value === undefined || value === '' ? '—' : (value as ReactNode));
}

/** a picture's thumbnail (a click shows it whole), or 无图片 */
export function ImageCell({ path, label, size = 40 }: { path?: string | null; label: string; size?: number }) {
  if (!path) return <Typography.Text type="secondary">无图片</Typography.Text>;
  return <Image src={fileUrlOf(path)} alt={label} width={size * 1.6} height={size} style={{ objectFit: 'cover', borderRadius: 4 }} />;
}

/** a colour's swatch and its #RRGGBB */
export function ColorCell({ color }: { color?: string | null }) {
  if (!color) return '—';
  return (
    <Space size={6}>
      <span aria-hidden style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 3, background: color, border: '1px solid #d9d9d9' }} />
      <span>{color}</span>
    </Space>
  );
}

export function resourceColumn<Rec>(resource: AnyResource, name: string, overrides: Partial<ListColumn<Rec>> = {}): ListColumn<Rec> {
  if (!Object.hasOwn(resource.fields, name)) throw new Error(`${resource.api}: ${name} is not a field of the resource`);
  const spec = resource.fields[name];
  const column = spec.column ?? {};
  // a dictionary field shows its value's tag from the value itself
  const dataIndex = spec.dict ? name : shownProperty(name, spec);
  return {
    title: spec.label,
    dataIndex,
    key: name,
    ...(spec.sortable !== false && spec.filterable !== false ? { sorter: true } : {}),
    ...(column.width ? { width: column.width } : {}),
    ...(column.ellipsis ? { ellipsis: true } : {}),
    ...(column.fixed ? { fixed: column.fixed } : {}),
    ...(isMoney(spec) ? { align: 'right' as const } : {}),
    render: cellOf<Rec>(name, spec),
    ...overrides,
  };
}

/** The columns of the entries, or of every field the catalogue gives a column when there are none. */
export function resourceColumns<Rec>(resource: AnyResource, entries?: ReadonlyArray<ColumnEntry<Rec>>): ListColumnsType<Rec> {
  const list = entries ?? Object.keys(resource.fields).filter((name) => resource.fields[name].column);
  return list.map((entry) => {
    if (typeof entry === 'string') return resourceColumn<Rec>(resource, entry);
    if (Array.isArray(entry)) return resourceColumn<Rec>(resource, entry[0], entry[1]);
    return entry as ListColumn<Rec>;
  });
}
