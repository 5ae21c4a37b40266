import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomTable } from '../custom-table';
import { COLUMN_MESSAGES, type CustomColumn } from '../custom-table-logic';

type Line = { id: string; lineName: string; plate: string; driver: string };
const data: Line[] = [
  { id: '1', lineName: '1路', plate: '鄂A·12345', driver: '张伟' },
  { id: '2', lineName: '108路', plate: '鄂A·67890', driver: '赵磊' },
];
const columns: CustomColumn<Line>[] = [
  { title: '线路', dataIndex: 'lineName' },
  { title: '车牌号', dataIndex: 'plate' },
  { title: '司机', dataIndex: 'driver' },
];

afterEach(() => vi.restoreAllMocks());

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('CustomTable', () => {
  it('hides a column, keeps it hidden after saving, and reset brings it back', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<CustomTable<Line> tableId="lines" rowKey="id" dataSource={data} columns={columns} />);
    expect(headers()).toEqual(['线路', '车牌号', '司机']);
    await user.click(screen.getByRole('button', { name: /列设置/ }));
    const chooser = await screen.findByTestId('column-chooser');
    await user.click(within(chooser).getByLabelText('车牌号'));
    expect(headers()).toEqual(['线路', '司机']);
    await user.click(within(chooser).getByRole('button', { name: /保\s*存/ }));
    unmount();

    render(<CustomTable<Line> tableId="lines" rowKey="id" dataSource={data} columns={columns} />);
    expect(headers()).toEqual(['线路', '司机']);
    await user.click(screen.getByRole('button', { name: /列设置/ }));
    await user.click(within(await screen.findByTestId('column-chooser')).getByRole('button', { name: /重\s*置/ }));
    expect(headers()).toEqual(['线路', '车牌号', '司机']);
  });

  it('shows the selected count and clears it', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<CustomTable<Line> tableId="sel" rowKey="id" dataSource={data} columns={columns} rowSelection={{ selectedRowKeys: ['1', '2'], onChange }} />);
    const bar = screen.getByTestId('selection-bar');
    expect(bar).toHaveTextContent('已选择 2 项');
    await user.click(within(bar).getByRole('button', { name: /清\s*空/ }));
    expect(onChange).toHaveBeenCalledWith([], [], { type: 'none' });
  });

  it('gives every column a drag handle and reports a column without key or dataIndex', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<CustomTable<Line> tableId="bad" rowKey="id" dataSource={data} columns={[...columns, { title: '备注' }]} />);
    expect(screen.getAllByRole('separator', { name: '拖动调整列宽' })).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent(COLUMN_MESSAGES.missingKey);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(COLUMN_MESSAGES.missingKey));
  });
});
