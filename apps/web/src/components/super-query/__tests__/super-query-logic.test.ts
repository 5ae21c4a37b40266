import { describe, expect, it } from 'vitest';
import { MAX_IN_VALUES } from '@bus/contracts';
import {
  buildSuperQuery,
  changeRowField,
  changeRowRule,
  emptyRow,
  filledRows,
  MESSAGES,
  recordsOf,
  rowsFromSaved,
  rulesFor,
  type SuperQueryField,
} from '../super-query-logic';

const fields: SuperQueryField[] = [
  { field: 'realname', label: '姓名', type: 'string' },
  { field: 'sex', label: '性别', type: 'dict', dictCode: 'sex', dbType: 'int' },
  {
    field: 'status',
    label: '状态',
    type: 'options',
    options: [
      { value: 1, label: '正常' },
      { value: 2, label: '冻结' },
    ],
  },
  { field: 'costMs', label: '耗时', type: 'number' },
  { field: 'birthday', label: '生日', type: 'date' },
];

const decode = (params: string) => JSON.parse(decodeURIComponent(params));

describe('building the advanced query', () => {
  it('refuses to query when nothing was filled in (a lone row with only a rule is empty)', () => {
    expect(buildSuperQuery([], fields, 'and')).toEqual({ ok: false, error: MESSAGES.emptyQuery });
    expect(buildSuperQuery([{ rule: 'eq' }], fields, 'and')).toEqual({ ok: false, error: MESSAGES.emptyQuery });
    expect(buildSuperQuery([{}, { rule: 'like', val: '  ' }], fields, 'or')).toEqual({ ok: false, error: MESSAGES.emptyQuery });
    expect(MESSAGES.emptyQuery).toBe('不能查询空条件！');
  });

  it('drops empty rows and emits URI-encoded JSON with the match type', () => {
    const built = buildSuperQuery([{ field: 'sex', rule: 'eq', val: '2' }, {}, { field: 'realname', rule: 'like', val: ' 李 ' }], fields, 'and');
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.params.superQueryMatchType).toBe('and');
    expect(built.params.superQueryParams).not.toContain('{');
    expect(decode(built.params.superQueryParams)).toEqual([
      { field: 'sex', rule: 'eq', val: '2', type: 'dict', dbType: 'int' },
      { field: 'realname', rule: 'like', val: '李', type: 'string' },
    ]);
  });

  it("joins the values of 'in' with commas", () => {
    const built = buildSuperQuery(
      [
        { field: 'sex', rule: 'in', val: ['1', '2'] },
        { field: 'realname', rule: 'in', val: ['张伟', '', '李娜'] },
      ],
      fields,
      'or',
    );
    expect(built.ok && decode(built.params.superQueryParams).map((c: { val: string }) => c.val)).toEqual(['1,2', '张伟,李娜']);
  });

  it('names the condition that is half filled, not a number, or too long', () => {
    expect(buildSuperQuery([{ field: 'realname', rule: 'eq' }], fields, 'and')).toEqual({ ok: false, error: '第 1 个条件：请输入“姓名”的值' });
    expect(
      buildSuperQuery(
        [
          { field: 'sex', rule: 'eq', val: '1' },
          { rule: 'eq', val: 'x' },
        ],
        fields,
        'and',
      ),
    ).toEqual({ ok: false, error: '第 2 个条件：请选择查询字段' });
    expect(buildSuperQuery([{ field: 'costMs', rule: 'gt', val: 'abc' }], fields, 'and')).toEqual({ ok: false, error: '第 1 个条件：“耗时”必须是数字' });
    expect(buildSuperQuery([{ field: 'birthday', rule: 'like', val: '1990' }], fields, 'and')).toMatchObject({
      ok: false,
      error: expect.stringContaining('不支持'),
    });
    const many = Array.from({ length: MAX_IN_VALUES + 1 }, (_, i) => String(i));
    expect(buildSuperQuery([{ field: 'costMs', rule: 'in', val: many }], fields, 'and')).toMatchObject({ ok: false });
  });

  it('refuses a field the page does not offer', () => {
    expect(buildSuperQuery([{ field: 'passwordHash', rule: 'eq', val: 'x' }], fields, 'and')).toMatchObject({ ok: false });
  });
});

describe('editing a row', () => {
  it("keeps only the first value when the rule leaves 'in', and makes a list when it enters 'in'", () => {
    const row = { ...emptyRow(), field: 'sex', rule: 'in' as const, val: ['1', '2'] };
    expect(changeRowRule(row, 'eq').val).toBe('1');
    expect(changeRowRule(row, 'ne')).toMatchObject({ rule: 'ne', val: '1' });
    expect(changeRowRule({ ...row, rule: 'eq', val: '2' }, 'in').val).toEqual(['2']);
    expect(changeRowRule({ ...row, rule: 'eq', val: undefined }, 'in').val).toEqual([]);
  });

  it('clears the value on another field and keeps the rule only when that field allows it', () => {
    const row = { ...emptyRow(), field: 'realname', rule: 'like' as const, val: '李' };
    expect(changeRowField(row, fields[3])).toMatchObject({ field: 'costMs', rule: 'eq', val: undefined });
    expect(changeRowField({ ...row, rule: 'ne' }, fields[1])).toMatchObject({ field: 'sex', rule: 'ne' });
  });

  it('offers rules by type: choices only compare, text has the like forms', () => {
    expect(rulesFor('dict')).toEqual(['eq', 'ne', 'in']);
    expect(rulesFor('string')).toContain('right_like');
    expect(rulesFor('number')).toContain('ge');
  });
});

describe('saved rows', () => {
  it('saves the filled rows and loads them back without fields the page dropped', () => {
    const records = recordsOf([{ ...emptyRow(), field: 'sex', rule: 'in', val: ['2'] }, emptyRow()]);
    expect(records).toEqual([{ field: 'sex', rule: 'in', val: ['2'] }]);
    const rows = rowsFromSaved({ title: 't', matchType: 'or', records: [...records, { field: 'gone', rule: 'eq', val: 'x' }] }, fields);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ field: 'sex', rule: 'in', val: ['2'] });
    expect(rowsFromSaved({ title: 't', matchType: 'and', records: [] }, fields)).toHaveLength(1);
    expect(filledRows(rowsFromSaved({ title: 't', matchType: 'and', records: [] }, fields))).toHaveLength(0);
  });
});
