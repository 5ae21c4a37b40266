import { describe, expect, it } from 'vitest';
import type { FormField, FormSchema } from '../schema/types';
import { validateSchema } from '../schema/validate-schema';
import { addField, copyField, deleteField, patchField, shiftField } from './designer-actions';

const field = (type: FormField['type'], prop: string, rest: Partial<FormField> = {}): FormField => ({ id: prop, type, label: prop, prop, span: 24, ...rest });
const props = (fields: FormField[]) => fields.map((each) => each.prop);

const schema = (): FormSchema => ({
  fields: [
    field('input', 'name'),
    field('group', 'car', { children: [field('input', 'plate')] }),
    field('dynamic', 'rows', { children: [field('input', 'who')] }),
  ],
});

describe('designer actions', () => {
  it('appends a new field with a free prop when nothing is selected', () => {
    const { schema: next, selectedId } = addField(schema(), 'input', undefined);
    expect(props(next.fields)).toEqual(['name', 'car', 'rows', 'input1']);
    expect(next.fields[3]).toMatchObject({ id: selectedId, label: '单行文本', span: 24 });
    expect(addField(next, 'input', undefined).schema.fields[4].prop).toBe('input2');
  });

  it('puts a new field into a selected container, or after the selected field', () => {
    expect(props(addField(schema(), 'select', 'car').schema.fields[1].children!)).toEqual(['plate', 'select1']);
    expect(props(addField(schema(), 'number', 'rows').schema.fields[2].children!)).toEqual(['who', 'number1']);
    expect(props(addField(schema(), 'radio', 'name').schema.fields)).toEqual(['name', 'radio1', 'car', 'rows']);
    expect(props(addField(schema(), 'date', 'plate').schema.fields[1].children!)).toEqual(['plate', 'date1']);
  });

  it('climbs out of containers that may not hold the new type', () => {
    expect(props(addField(schema(), 'group', 'car').schema.fields)).toEqual(['name', 'car', 'group1', 'rows']);
    expect(props(addField(schema(), 'group', 'who').schema.fields)).toEqual(['name', 'car', 'rows', 'group1']);
  });

  it('starts choice fields with choices, so a new form validates', () => {
    let next = schema();
    for (const type of ['radio', 'checkbox', 'select', 'cascader', 'tree'] as const) next = addField(next, type, undefined).schema;
    expect(next.fields.slice(3).every((each) => (each.options?.length ?? 0) > 0)).toBe(true);
    expect(validateSchema(next)).toEqual([]);
  });

  it('copies a field after itself with new ids and props, columns of a copied sub-table kept', () => {
    const copied = copyField(schema(), 'car');
    expect(props(copied.schema.fields)).toEqual(['name', 'car', 'car1', 'rows']);
    expect(props(copied.schema.fields[2].children!)).toEqual(['plate1']);
    expect(copied.selectedId).toBe(copied.schema.fields[2].id);
    const table = copyField(schema(), 'rows').schema.fields[3];
    expect(table.prop).toBe('rows1');
    expect(props(table.children!)).toEqual(['who']);
    expect(table.children![0].id).not.toBe('who');
    expect(validateSchema(copyField(copyField(schema(), 'car').schema, 'plate').schema)).toEqual([]);
  });

  it('deletes a field with what it holds and selects its container', () => {
    expect(props(deleteField(schema(), 'car').schema.fields)).toEqual(['name', 'rows']);
    expect(deleteField(schema(), 'who')).toMatchObject({ selectedId: 'rows' });
  });

  it('moves a field among its siblings and not past either end', () => {
    expect(props(shiftField(schema(), 'rows', -1).fields)).toEqual(['name', 'rows', 'car']);
    expect(props(shiftField(schema(), 'name', -1).fields)).toEqual(['name', 'car', 'rows']);
    expect(props(shiftField(schema(), 'rows', 1).fields)).toEqual(['name', 'car', 'rows']);
  });

  it('edits a field, dropping a default that no longer fits', () => {
    const start: FormSchema = { fields: [field('select', 'line', { options: [{ label: 'A', value: 'a' }], defaultValue: 'a' })] };
    const multiple = patchField(start, 'line', { props: { multiple: true } });
    expect(multiple.fields[0].defaultValue).toBeUndefined();
    const relabelled = patchField(start, 'line', { label: '线路', placeholder: undefined });
    expect(relabelled.fields[0]).toMatchObject({ label: '线路', defaultValue: 'a' });
    expect('placeholder' in relabelled.fields[0]).toBe(false);
  });
});
