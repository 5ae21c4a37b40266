import { createRef } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PERMS } from '@bus/contracts';
import { useSessionStore } from '../../../lib/session';
import { EditableTable } from '../editable-table';
import type { EditableColumn, EditableTableHandle, RowData } from '../types';

interface Bus extends RowData {
  orderNum?: number;
  plateNo?: string;
  seats?: number | null;
  phone?: string;
}

const columns: EditableColumn<Bus>[] = [
  { key: 'drag', title: '', type: 'row-drag-sort' },
  { key: 'check', title: '', type: 'row-checkbox' },
  { key: 'orderNum', title: '排序号', type: 'normal' },
  { key: 'plateNo', title: '车牌号', type: 'input', validateRules: [{ required: true }, { unique: true, message: '车牌号不能重复' }] },
  { key: 'seats', title: '座位数', type: 'inputNumber', statistics: 'sum' },
  { key: 'phone', title: '联系电话', type: 'input', validateRules: [{ pattern: 'mobile' }] },
];

const rows = (): Bus[] => [
  { id: 'a', orderNum: 1, plateNo: '鄂A10001', seats: 32, phone: '13871020001' },
  { id: 'b', orderNum: 2, plateNo: '鄂A10002', seats: 40, phone: '13871020002' },
  { id: 'c', orderNum: 3, plateNo: '鄂A10003', seats: 28, phone: '' },
];

const toolbar = () => within(document.querySelector('.et-toolbar') as HTMLElement);
const cell = (rowIndex: number, key: string) => document.querySelector(`.et-row[data-row-index="${rowIndex}"] [data-key="${key}"]`) as HTMLElement;

function renderTable(props: Partial<React.ComponentProps<typeof EditableTable<Bus>>> = {}) {
  const ref = createRef<EditableTableHandle<Bus>>();
  render(<EditableTable<Bus> ref={ref} columns={columns} dataSource={rows()} onSave={() => {}} {...props} />);
  return ref;
}

beforeEach(() => {
  useSessionStore.setState({ auth: [], allAuth: [] });
});

describe('EditableTable', () => {
  it('edits a cell in place: the value, the changed rows and the footer sum follow', async () => {
    const ref = renderTable();
    const user = userEvent.setup({ delay: null });
    expect(screen.getByText('合计')).toBeInTheDocument();
    expect(document.querySelector('.et-footer [data-key="seats"]')).toHaveTextContent('100');
    await user.click(cell(1, 'seats'));
    const input = within(cell(1, 'seats')).getByRole('textbox');
    await user.clear(input);
    await user.type(input, '4x5');
    expect(input).toHaveValue('45');
    await user.keyboard('{Enter}');
    expect(ref.current!.getValues()[1].seats).toBe(45);
    expect(ref.current!.getChangedRows().map((r) => r.id)).toEqual(['b']);
    expect(document.querySelector('.et-footer [data-key="seats"]')).toHaveTextContent('105');
    // Enter moved the editor down a row
    expect(within(cell(2, 'seats')).getByRole('textbox')).toHaveFocus();
  });

  it('validate() names the bad cells, marks them and focuses the first', async () => {
    const ref = renderTable();
    act(() =>
      ref.current!.setValues([
        { rowId: 'c', values: { plateNo: '鄂A10001', phone: '12345' } },
        { rowId: 'b', values: { plateNo: '' } },
      ]),
    );
    let result!: Awaited<ReturnType<EditableTableHandle['validate']>>;
    await act(async () => {
      result = await ref.current!.validate();
    });
    expect(result.valid).toBe(false);
    expect(result.list.map((e) => [e.rowIndex, e.title, e.message])).toEqual([
      [0, '车牌号', '车牌号不能重复'],
      [1, '车牌号', '车牌号不能为空'],
      [2, '车牌号', '车牌号不能重复'],
      [2, '联系电话', '请输入正确的手机号码'],
    ]);
    expect(cell(2, 'phone')).toHaveAttribute('aria-invalid', 'true');
    // the first bad cell is open for editing with its message
    expect(within(cell(0, 'plateNo')).getByRole('alert')).toHaveTextContent('车牌号不能重复');
    // fixing the duplicate clears both marks
    await userEvent.setup({ delay: null }).type(within(cell(0, 'plateNo')).getByRole('textbox'), '9');
    await waitFor(() => expect(cell(2, 'plateNo')).not.toHaveAttribute('aria-invalid'));
  });

  it('lists a removed loaded row for deletion after the confirmation; a removed new row is dropped', async () => {
    const ref = renderTable();
    const user = userEvent.setup({ delay: null });
    act(() => void ref.current!.addRows({ plateNo: '鄂A20001' }));
    await user.click(within(cell(1, 'check')).getByRole('checkbox'));
    await user.click(within(cell(3, 'check')).getByRole('checkbox'));
    expect(screen.getByTestId('et-selected-count')).toHaveTextContent('已选择 2 项');
    await user.click(toolbar().getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('是否删除选中的 2 行数据？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(ref.current!.getValues().map((r) => r.id)).toEqual(['a', 'c']));
    expect(ref.current!.getDeletedRows().map((r) => r.id)).toEqual(['b']);
    expect(ref.current!.getNewRows()).toEqual([]);
    expect(ref.current!.getValues().map((r) => r.orderNum)).toEqual([1, 2]);
  });

  it('row menu: 上移 is disabled on the first row; 下移 moves and renumbers orderNum', async () => {
    const ref = renderTable();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: '第 1 行操作' }));
    const up = await screen.findByRole('menuitem', { name: '上移' });
    expect(up).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: '下移' }));
    expect(ref.current!.getValues().map((r) => [r.id, r.orderNum])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 3],
    ]);
    expect(cell(0, 'orderNum')).toHaveTextContent('1');
    expect(cell(1, 'plateNo')).toHaveTextContent('鄂A10001');
  });

  it('hides the buttons the user has no permission for (remove needs batch_delete)', () => {
    const entry = (action: string) => ({ action, describe: action, type: '1', status: '1' });
    const codes = PERMS.demo.widgets.table;
    useSessionStore.setState({ auth: [entry(codes.add), entry(codes.save)], allAuth: [] });
    renderTable({ permissions: codes });
    expect(toolbar().getByRole('button', { name: /新\s*增/ })).toBeInTheDocument();
    expect(toolbar().getByRole('button', { name: /保\s*存/ })).toBeInTheDocument();
    expect(toolbar().queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
  });

  it('新增 adds a new row and opens its first text cell; Escape puts the old value back', async () => {
    const ref = renderTable();
    const user = userEvent.setup({ delay: null });
    await user.click(toolbar().getByRole('button', { name: /新\s*增/ }));
    expect(ref.current!.getNewRows()).toHaveLength(1);
    expect(ref.current!.getNewRows()[0].orderNum).toBe(4);
    const input = within(cell(3, 'plateNo')).getByRole('textbox');
    await user.type(input, '鄂A3');
    await user.keyboard('{Escape}');
    expect(ref.current!.getValues()[3].plateNo).toBeUndefined();
    fireEvent.click(cell(0, 'plateNo'));
    expect(within(cell(0, 'plateNo')).getByRole('textbox')).toHaveValue('鄂A10001');
  });
});
