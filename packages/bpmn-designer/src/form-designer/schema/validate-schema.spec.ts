import { describe, expect, it } from 'vitest';
import allTypesJson from '../fixtures/all-types.form.json?raw';
import { parseSchemaJson } from './schema-json';
import type { FormField, FormSchema } from './types';
import { checkProp, validateSchema } from './validate-schema';

const field = (type: FormField['type'], label: string, prop: string, rest: Partial<FormField> = {}): FormField => ({
  id: `f_${prop}_${type}`,
  type,
  label,
  prop,
  span: 24,
  ...rest,
});
const messages = (schema: FormSchema) => validateSchema(schema).map((issue) => issue.message);

describe('validateSchema', () => {
  it('accepts a form using every field type', () => {
    const parsed = parseSchemaJson(allTypesJson);
    expect(parsed.ok && validateSchema(parsed.schema)).toEqual([]);
  });

  it('requires a prop that starts with a letter and holds only letters, digits and underscores', () => {
    expect(
      messages({ fields: [field('input', '姓名', '1name'), field('input', '工号', 'work-no'), field('input', '部门', '部门'), field('input', '备注', '')] }),
    ).toEqual([
      '字段「姓名」的属性名必须以字母开头，只能包含字母、数字和下划线',
      '字段「工号」的属性名必须以字母开头，只能包含字母、数字和下划线',
      '字段「部门」的属性名必须以字母开头，只能包含字母、数字和下划线',
      '字段「备注」缺少属性名',
    ]);
    expect(checkProp('driver_no2', [])).toBeUndefined();
  });

  it('lets a number be worked out only from a date range of the form, with half-day fields it has', () => {
    const days = (props: FormField['props']) => field('number', '请假天数', 'days', { props });
    const period = field('daterange', '起止日期', 'period');
    expect(
      messages({
        fields: [
          days({ workdaysOf: 'period', startHalfOf: 'startHalf' }),
          period,
          field('radio', '开始时段', 'startHalf', { options: [{ label: '上午', value: 'am' }] }),
        ],
      }),
    ).toEqual([]);
    expect(messages({ fields: [days({ workdaysOf: 'reason' }), field('input', '事由', 'reason')] })).toEqual([
      '字段「请假天数」按日期范围算工作日：reason 不是本表单的日期范围字段',
    ]);
    expect(messages({ fields: [days({ workdaysOf: 'period', endHalfOf: 'endHalf' }), period] })).toEqual(['字段「请假天数」的时段字段 endHalf 不在本表单中']);
  });

  it('checks that the title template names built-ins and fields of the form', () => {
    const fields = [field('number', '请假天数', 'days')];
    expect(messages({ fields, titleTemplate: '{流程名称}-{发起人}-{请假天数}天/{days}' })).toEqual([]);
    expect(messages({ fields, titleTemplate: '{流程名称}-{事由}' })).toEqual([
      '标题模板中的「{事由}」不是表单字段，可用：流程名称、发起人、发起日期 或字段标题',
    ]);
  });

  it('rejects a prop used twice in one value scope, a group counting as the same scope', () => {
    const schema: FormSchema = {
      fields: [field('input', '姓名', 'name'), field('group', '车辆', 'car', { children: [field('input', '司机姓名', 'name', { id: 'f_driver' })] })],
    };
    expect(validateSchema(schema)).toEqual([{ fieldId: 'f_driver', message: '属性名：name 已存在' }]);
  });

  it('gives each dynamic field its own scope for its columns', () => {
    const schema: FormSchema = {
      fields: [
        field('input', '姓名', 'name'),
        field('dynamic', '随行人员', 'companions', {
          children: [field('input', '随行姓名', 'name'), field('input', '电话', 'phone'), field('number', '电话2', 'phone')],
        }),
      ],
    };
    expect(messages(schema)).toEqual(['属性名：phone 已存在']);
  });

  it('requires choices with text and distinct values on choice fields', () => {
    const schema: FormSchema = {
      fields: [
        field('radio', '班次', 'shift', { options: [] }),
        field('select', '线路', 'line', {
          options: [
            { label: '71路', value: '71' },
            { label: '', value: '71' },
          ],
          defaultValue: '49',
        }),
        field('tree', '部门', 'dept', { options: [{ label: '运营部', value: 'ops', children: [{ label: '调度科', value: 'ops' }] }] }),
        field('cascader', '场站', 'depot', {
          options: [
            { label: '浦东', value: 'pd', children: [{ label: '其他', value: 'other' }] },
            { label: '浦西', value: 'px', children: [{ label: '其他', value: 'other' }] },
          ],
        }),
      ],
    };
    expect(messages(schema)).toEqual([
      '字段「班次」至少需要一个选项',
      '字段「线路」有选项缺少文字',
      '字段「线路」的选项值 71 重复',
      '字段「线路」的默认值不在选项中',
      '字段「部门」的选项值 ops 重复',
    ]);
  });

  it('checks containers and type settings', () => {
    const schema: FormSchema = {
      labelWidth: 0,
      fields: [
        field('group', '外层', 'outer', { children: [field('group', '内层', 'inner', { children: [] })] }),
        field('dynamic', '明细', 'rows', { children: [] }),
        field('dynamic', '明细2', 'rows2', { children: [field('dynamic', '嵌套', 'nested', { children: [field('input', '列', 'col')] })] }),
        field('number', '工龄', 'years', { props: { min: 10, max: 1, step: 0 } }),
        field('input', '工号', 'code', { props: { pattern: '([' } }),
        field('input', '车牌', 'plate', { props: { pattern: '(鄂)\\1' } }),
        field('input', '标题空', 'blank', { label: ' ' }),
        field('input', '栅格', 'grid', { span: 10 as FormField['span'] }),
        field('input', '子', 'child', { children: [field('input', '孙', 'grandchild')] }),
      ],
    };
    expect(messages(schema)).toEqual([
      '标题宽度必须大于 0',
      '「外层」中不能放入分组',
      '子表单「明细」至少需要一列',
      '「明细2」中不能放入子表单',
      '字段「工龄」的最小值不能大于最大值',
      '字段「工龄」的步长必须大于 0',
      '字段「工号」的正则校验不是有效的正则表达式',
      '字段「车牌」的正则校验不支持反向引用（如 \\1）和前后断言（如 (?=…)、(?<=…)），请改写',
      '字段 blank 缺少标题',
      '字段「栅格」的栅格宽度只能是 24、12、8 或 6',
      '字段「子」不能包含子字段',
    ]);
  });
});
