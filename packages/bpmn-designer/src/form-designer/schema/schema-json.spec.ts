import { describe, expect, it } from 'vitest';
import allTypesJson from '../fixtures/all-types.form.json?raw';
import { formFieldsOf } from './form-fields-of';
import { parseSchemaJson, stringifySchema } from './schema-json';
import { FIELD_TYPES } from './types';

const parse = (text: string) => {
  const result = parseSchemaJson(text);
  if (!result.ok) throw new Error(result.error);
  return result.schema;
};

describe('schema JSON', () => {
  it('gives back the same schema after export and import', () => {
    const schema = parse(allTypesJson);
    expect(
      new Set(
        JSON.stringify(schema)
          .match(/"type":"\w+"/g)!
          .map((type) => type.slice(8, -1)),
      ),
    ).toEqual(new Set(FIELD_TYPES));
    const again = parse(stringifySchema(schema));
    expect(again).toEqual(schema);
    expect(stringifySchema(again)).toBe(stringifySchema(schema));
  });

  it('fills what a hand-written file leaves out and accepts a bare field list', () => {
    const schema = parse('[{ "type": "input", "label": "姓名", "prop": "name" }, { "type": "input", "prop": "phone", "span": 7 }]');
    expect(schema.fields).toHaveLength(2);
    expect(schema.fields[0].id).toMatch(/^field_/);
    expect(schema.fields[0].span).toBe(24);
    expect(schema.fields[1]).toMatchObject({ label: '', span: 24 });
  });

  it('gives fields pasted twice their own ids', () => {
    const schema = parse(
      '{ "fields": [{ "id": "a", "type": "input", "label": "甲", "prop": "a" }, { "id": "a", "type": "input", "label": "乙", "prop": "b" }] }',
    );
    expect(schema.fields[0].id).toBe('a');
    expect(schema.fields[1].id).not.toBe('a');
  });

  it('refuses text that is not a form, saying why', () => {
    expect(parseSchemaJson('{ fields: ')).toMatchObject({ ok: false, error: expect.stringMatching(/^JSON 格式错误：/) });
    expect(parseSchemaJson('{ "columns": [] }')).toEqual({ ok: false, error: '缺少字段列表 fields' });
    expect(parseSchemaJson('{ "fields": [{ "type": "video", "prop": "v" }] }')).toEqual({ ok: false, error: 'fields[0] 的类型 video 不受支持' });
    expect(parseSchemaJson('{ "fields": [{ "type": "group", "prop": "g", "children": [{ "type": "input" }] }] }')).toEqual({
      ok: false,
      error: 'fields[0].children[0] 缺少属性名 prop',
    });
  });
});

describe('formFieldsOf', () => {
  it('lists label and prop of every field, a container’s children as sub-columns', () => {
    const fields = formFieldsOf(parse(allTypesJson));
    expect(fields[0]).toEqual({
      label: '申请人信息',
      prop: 'applicant',
      type: 'group',
      children: [
        { label: '姓名', prop: 'name', type: 'input' },
        { label: '工龄', prop: 'years', type: 'number' },
      ],
    });
    expect(fields.at(-1)).toEqual({
      label: '随行人员',
      prop: 'companions',
      type: 'dynamic',
      children: [
        { label: '随行姓名', prop: 'name', type: 'input' },
        { label: '电话', prop: 'phone', type: 'input' },
      ],
    });
    expect(fields.map((field) => field.prop)).toContain('lineColor');
    expect(formFieldsOf(undefined)).toEqual([]);
  });
});
