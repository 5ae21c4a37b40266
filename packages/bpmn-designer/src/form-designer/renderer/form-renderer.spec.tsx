import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import allTypesJson from '../fixtures/all-types.form.json?raw';
import { parseSchemaJson } from '../schema/schema-json';
import type { FieldPermission, FormField, FormSchema } from '../schema/types';
import { FormRenderer, type FormRendererHandle } from './form-renderer';

afterEach(cleanup);

const allTypes = (): FormSchema => {
  const parsed = parseSchemaJson(allTypesJson);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.schema;
};

const field = (type: FormField['type'], label: string, prop: string, rest: Partial<FormField> = {}): FormField => ({
  id: `f_${prop}`,
  type,
  label,
  prop,
  span: 24,
  ...rest,
});

const inputOf = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorsShown = () => Array.from(document.querySelectorAll('.ant-form-item-explain-error')).map((node) => node.textContent);

describe('FormRenderer', () => {
  it('renders every field type with its default value', async () => {
    render(<FormRenderer schema={allTypes()} />);
    expect(screen.getByText('申请人信息')).toBeTruthy();
    expect(inputOf('姓名').value).toBe('张三');
    expect(inputOf('工龄').value).toBe('3');
    expect((screen.getByLabelText('事由') as HTMLTextAreaElement).value).toBe('车辆年检');
    expect((screen.getByLabelText('键 1') as HTMLInputElement).value).toBe('车牌');
    expect((screen.getByLabelText('值 1') as HTMLInputElement).value).toBe('沪A12345');
    expect((screen.getByLabelText('晚班') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('上岗证') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('驾驶证') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTitle('49路')).toBeTruthy();
    expect(screen.getByText('浦东 / 金桥场')).toBeTruthy();
    expect(screen.getByTitle('调度科')).toBeTruthy();
    expect(inputOf('日期').value).toBe('2024-05-01');
    expect(inputOf('时间').value).toBe('08:30:00');
    const rangeValues = (prop: string) =>
      Array.from(document.querySelectorAll(`[data-field-prop="${prop}"] input`)).map((input) => (input as HTMLInputElement).value);
    expect(rangeValues('hours')).toEqual(['08:00', '17:00']);
    expect(rangeValues('leave')).toEqual(['2024-05-01', '2024-05-03']);
    expect(rangeValues('useCar')).toEqual(['2024-05-01 08:00:00', '2024-05-01 12:00:00']);
    expect(document.querySelector('.fd-rich-preview strong')?.textContent).toBe('按时');
    expect(screen.getByText('CarOutlined')).toBeTruthy();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('#1677FF')).toBeTruthy();
    expect(screen.getByText('随行人员')).toBeTruthy();
    expect((document.querySelector('#companions_0_name') as HTMLInputElement).value).toBe('李四');
  });

  it('reports every edit with all values, hidden ones included', async () => {
    const onChange = vi.fn();
    render(
      <FormRenderer
        schema={allTypes()}
        onChange={onChange}
        fieldPermissions={[
          { prop: 'reason', readable: false, writable: false },
          { prop: 'applicant', readable: true, writable: true },
        ]}
      />,
    );
    await userEvent.fill(inputOf('姓名'), '王五');
    const last = onChange.mock.lastCall?.[0];
    expect(last.name).toBe('王五');
    expect(last.reason).toBe('车辆年检');
    expect(last.leave).toEqual(['2024-05-01', '2024-05-03']);
  });

  it('refuses to validate with required fields empty, naming each one', async () => {
    const ref = createRef<FormRendererHandle>();
    const schema: FormSchema = {
      fields: [
        field('input', '姓名', 'name', { required: true }),
        field('select', '线路', 'line', { required: true, options: [{ label: '71路', value: '71' }] }),
        field('checkbox', '证件', 'papers', { required: true, options: [{ label: '驾驶证', value: 'license' }] }),
        field('daterange', '请假日期', 'leave', { required: true, props: { format: 'YYYY-MM-DD' } }),
        field('map', '附加信息', 'extra', { required: true }),
        field('editor', '说明', 'notes', { required: true, defaultValue: '<p> </p>' }),
        field('dynamic', '随行人员', 'companions', { required: true, children: [field('input', '随行姓名', 'name')] }),
      ],
    };
    render(<FormRenderer ref={ref} schema={schema} />);
    await expect(ref.current!.validate()).rejects.toBeTruthy();
    await waitFor(() =>
      expect(errorsShown()).toEqual([
        '请输入姓名',
        '请选择线路',
        '请选择证件',
        '请选择请假日期',
        '请至少添加一组附加信息',
        '请输入说明',
        '请至少添加一行随行人员',
      ]),
    );
    expect(document.querySelectorAll('.ant-form-item-required').length).toBeGreaterThanOrEqual(6);

    await userEvent.fill(inputOf('姓名'), '张三');
    await waitFor(() => expect(errorsShown()).not.toContain('请输入姓名'));
  });

  it('checks each type by its own settings', async () => {
    const ref = createRef<FormRendererHandle>();
    const schema: FormSchema = {
      fields: [
        field('number', '工龄', 'years', { props: { min: 0, max: 50 }, defaultValue: 60 }),
        field('input', '工号', 'code', { props: { pattern: '^\\d{6}$', patternMessage: '工号为 6 位数字' }, defaultValue: '12ab' }),
        field('map', '附加信息', 'extra', {
          defaultValue: [
            { key: '车牌', value: '1' },
            { key: '车牌', value: '2' },
          ],
        }),
        field('dynamic', '随行人员', 'companions', { props: { minRows: 2 }, children: [field('input', '随行姓名', 'name')], defaultValue: [{ name: '李四' }] }),
      ],
    };
    render(<FormRenderer ref={ref} schema={schema} />);
    await expect(ref.current!.validate()).rejects.toBeTruthy();
    await waitFor(() => expect(errorsShown()).toEqual(['工龄不能大于 50', '工号为 6 位数字', '键 车牌 重复', '随行人员至少需要 2 行']));

    await userEvent.click(screen.getByRole('button', { name: /添加一行/ }));
    await userEvent.fill(document.querySelector('#companions_1_name') as HTMLInputElement, '赵六');
    await userEvent.fill(inputOf('工号'), '123456');
    await userEvent.fill(inputOf('工龄'), '12');
    await userEvent.fill(screen.getByLabelText('键 2'), '电话');
    const values = await ref.current!.validate();
    expect(values).toMatchObject({
      years: 12,
      code: '123456',
      extra: [
        { key: '车牌', value: '1' },
        { key: '电话', value: '2' },
      ],
      companions: [{ name: '李四' }, { name: '赵六' }],
    });
  });

  it('keeps a number typed outside its bounds and says so, never clamping it', async () => {
    const ref = createRef<FormRendererHandle>();
    render(<FormRenderer ref={ref} schema={{ fields: [field('number', '请假天数', 'days', { props: { min: 0.5, max: 365, step: 0.5 } })] }} />);
    await userEvent.fill(inputOf('请假天数'), '-2');
    await userEvent.click(document.body);
    expect(Number(inputOf('请假天数').value)).toBe(-2);
    await expect(ref.current!.validate()).rejects.toBeTruthy();
    await waitFor(() => expect(errorsShown()).toEqual(['请假天数不能小于 0.5']));
  });

  it('works 请假天数 out from 起止日期 and the half days (Monday to Friday), shown and not typed', async () => {
    const ref = createRef<FormRendererHandle>();
    const halves = [
      { label: '上午', value: 'am' },
      { label: '下午', value: 'pm' },
    ];
    const schema: FormSchema = {
      fields: [
        field('number', '请假天数', 'days', { required: true, props: { workdaysOf: 'period', startHalfOf: 'startHalf', endHalfOf: 'endHalf' } }),
        field('daterange', '起止日期', 'period', { required: true, props: { format: 'YYYY-MM-DD' } }),
        field('radio', '开始时段', 'startHalf', { options: halves, defaultValue: 'am' }),
        field('radio', '结束时段', 'endHalf', { options: halves, defaultValue: 'pm' }),
      ],
    };
    // 2026-12-07 is a Monday: Monday to Tuesday
    const { rerender } = render(<FormRenderer ref={ref} schema={schema} value={{ period: ['2026-12-07', '2026-12-08'] }} />);
    expect(inputOf('请假天数').value).toBe('2');
    expect(inputOf('请假天数').disabled).toBe(true);
    // from Monday afternoon: a day and a half
    await userEvent.click(screen.getAllByLabelText('下午')[0]);
    await waitFor(() => expect(inputOf('请假天数').value).toBe('1.5'));
    expect(await ref.current!.validate()).toMatchObject({ days: 1.5 });
    // a week end alone gives no days: the form says why instead of a number
    rerender(<FormRenderer ref={ref} schema={schema} value={{ period: ['2026-12-12', '2026-12-13'] }} />);
    await userEvent.click(screen.getAllByLabelText('上午')[0]);
    await waitFor(() => expect(inputOf('请假天数').value).toBe(''));
    await expect(ref.current!.validate()).rejects.toBeTruthy();
    await waitFor(() => expect(errorsShown()).toContain('无法计算请假天数：所选日期内没有工作日（按周一至周五计算）'));
  });

  it('lays the fields out one to a row on a phone', async () => {
    const schema: FormSchema = { fields: [field('input', '姓名', 'name', { span: 12 }), field('input', '工号', 'code', { span: 12 })] };
    render(<FormRenderer schema={schema} />);
    const [first] = Array.from(document.querySelectorAll('[data-field-prop]'));
    expect(first.className).toContain('ant-col-xs-24');
    expect(first.className).toContain('ant-col-sm-12');
  });

  it('checks a pattern that backtracks catastrophically on RegExp at once (RE2)', async () => {
    const ref = createRef<FormRendererHandle>();
    // native RegExp takes minutes on this value; the tab would freeze for whoever fills in the form
    const schema: FormSchema = {
      fields: [field('input', '代码', 'code', { props: { pattern: '^(a|a)+$', patternMessage: '只能是 a' }, defaultValue: `${'a'.repeat(32)}!` })],
    };
    render(<FormRenderer ref={ref} schema={schema} />);
    await expect(ref.current!.validate()).rejects.toBeTruthy();
    await waitFor(() => expect(errorsShown()).toEqual(['只能是 a']));
  });

  it('shows everything disabled in read-only mode and still validates', async () => {
    const ref = createRef<FormRendererHandle>();
    const schema = allTypes();
    schema.fields[1].required = true;
    render(<FormRenderer ref={ref} schema={schema} value={{ reason: '' }} readOnly />);
    expect(inputOf('姓名').disabled).toBe(true);
    expect(screen.getByRole('switch').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /添加一行/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /添加键值/ })).toBeNull();
    expect(document.querySelector('.fd-rich-text textarea')).toBeNull();
    expect(document.querySelector('.fd-rich-preview strong')).toBeTruthy();
    await expect(ref.current!.validate()).resolves.toMatchObject({ reason: '' });
  });

  it('hides fields that are not readable and disables those that are not writable', async () => {
    const ref = createRef<FormRendererHandle>();
    const permissions: FieldPermission[] = [
      { prop: 'applicant', readable: true, writable: false, children: [{ prop: 'years', readable: false, writable: false }] },
      { prop: 'reason', readable: false, writable: false },
      { prop: 'line', readable: true, writable: false },
      { prop: 'companions', readable: true, writable: true, children: [{ prop: 'phone', readable: 'false' as unknown as boolean, writable: false }] },
    ];
    const schema = allTypes();
    schema.fields[5].required = true; // 线路: required but not writable here, so not checked
    render(<FormRenderer ref={ref} schema={schema} value={{ line: undefined }} fieldPermissions={permissions} />);
    expect(inputOf('姓名').disabled).toBe(true); // its group is read only
    expect(screen.queryByLabelText('工龄')).toBeNull();
    expect(screen.queryByLabelText('事由')).toBeNull();
    expect(document.querySelector('[data-field-prop="line"] .ant-select-disabled')).toBeTruthy();
    expect(screen.queryByText('电话')).toBeNull();
    expect(screen.getByText('随行姓名')).toBeTruthy();
    expect(inputOf('日期').disabled).toBe(true); // not named: read only, as the node's form panel shows it
    expect((document.querySelector('#companions_0_name') as HTMLInputElement).disabled).toBe(true); // a column the sub-table's list omits: read only
    expect(screen.getByRole('button', { name: /添加一行/ })).toBeTruthy(); // the sub-table itself stays writable
    const values = await ref.current!.validate();
    expect(values.reason).toBe('车辆年检'); // hidden, but its value travels with the form
  });

  it('follows a value the parent replaces', async () => {
    const schema: FormSchema = { fields: [field('input', '姓名', 'name')] };
    const { rerender } = render(<FormRenderer schema={schema} value={{ name: '张三' }} />);
    expect(inputOf('姓名').value).toBe('张三');
    rerender(<FormRenderer schema={schema} value={{ name: '李四' }} />);
    await waitFor(() => expect(inputOf('姓名').value).toBe('李四'));
  });

  it('edits rich text as HTML source with a tag toolbar and a live preview', async () => {
    const onChange = vi.fn();
    render(<FormRenderer schema={{ fields: [field('editor', '说明', 'notes')] }} onChange={onChange} />);
    const source = screen.getByLabelText('说明') as HTMLTextAreaElement;
    await userEvent.fill(source, '按时到岗');
    source.setSelectionRange(0, 2);
    await userEvent.click(screen.getByRole('button', { name: '加粗' }));
    expect(onChange.mock.lastCall?.[0]).toEqual({ notes: '<strong>按时</strong>到岗' });
    expect(document.querySelector('.fd-rich-preview')!.innerHTML).toBe('<strong>按时</strong>到岗');
  });

  it('never renders script from rich text', async () => {
    const schema: FormSchema = {
      fields: [
        field('editor', '说明', 'notes', {
          defaultValue:
            '<p onclick="x()">好</p><script>window.pwned=1</script><img src="javascript:alert(1)" onerror="window.pwned=1"><a href="javascript:alert(1)">链接</a>',
        }),
      ],
    };
    render(<FormRenderer schema={schema} readOnly />);
    const preview = document.querySelector('.fd-rich-preview')!;
    expect(preview.innerHTML).toBe('<p>好</p><img><a target="_blank" rel="noopener noreferrer">链接</a>');
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });
});
