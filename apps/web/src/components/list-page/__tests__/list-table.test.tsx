import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ListTable } from '../list-table';
import { rowNameFromColumns } from '../row-selection';

describe('ListTable', () => {
  it('keeps a sortable header such as 版本号 on one line although its column was given 80 px', () => {
    render(
      <div style={{ width: 1200 }}>
        <ListTable
          rowKey="id"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={[{ id: '1', dataTable: 'sys_user', dataVersion: 3, dataContent: '{}' }]}
          columns={[
            { title: '表名', dataIndex: 'dataTable', width: 160 },
            { title: '版本号', dataIndex: 'dataVersion', width: 80, sorter: true },
            { title: '数据内容', dataIndex: 'dataContent' },
          ]}
        />
      </div>,
    );
    const title = screen.getByRole('columnheader', { name: /版本号/ }).querySelector('.ant-table-column-title')!;
    const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
    expect(title.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
  });

  it('shows a whole name in a column that fits its content, ellipsis or not (issue 22: 线路管理 名称 and 线路巡检 站点 were cut)', () => {
    render(
      <div style={{ width: 400 }}>
        <ListTable
          rowKey="id"
          pagination={false}
          // a width to scroll at, as pages whose long texts end in an ellipsis give (线路管理, 线路巡检)
          scroll={{ x: 500 }}
          dataSource={[{ id: '1', name: '龙阳大道大东门路—关山大道东湖路', stop: '金桥大道丁字桥路', action: '编辑' }]}
          columns={[
            { title: '名称', dataIndex: 'name', width: 120, ellipsis: true, fitContent: true },
            { title: '站点', dataIndex: 'stop', width: 110, ellipsis: true, fitContent: true },
            { title: '操作', dataIndex: 'action', width: 100, fixed: 'right' },
          ]}
        />
      </div>,
    );
    for (const text of ['龙阳大道大东门路—关山大道东湖路', '金桥大道丁字桥路']) {
      const cell = screen.getByText(text).closest('td')!;
      const content = cell.querySelector('.ant-table-cell-content') ?? cell;
      expect(content.scrollWidth, text).toBeLessThanOrEqual(content.clientWidth);
    }
  });

  it('names every row’s selection checkbox after the row, so a screen reader says which row it selects', () => {
    render(
      <ListTable
        rowKey="id"
        pagination={false}
        rowSelection={{ selectedRowKeys: [], getCheckboxProps: (record) => ({ disabled: record.username === 'admin' }) }}
        dataSource={[
          { id: '1', username: 'admin', realname: '管理员' },
          { id: '2', username: 'liuyang', realname: '刘洋' },
        ]}
        columns={[
          { title: '账号', dataIndex: 'username' },
          { title: '姓名', dataIndex: 'realname' },
        ]}
      />,
    );
    expect(screen.getByRole('checkbox', { name: '选择 liuyang' })).not.toBeChecked();
    // the page's own checkbox props stay
    expect(screen.getByRole('checkbox', { name: '选择 admin' })).toBeDisabled();
  });
});

describe('rowNameFromColumns', () => {
  it('calls a row by its first column with a field, nested or not', () => {
    const columns = [{ title: '操作' }, { title: '线路', children: [{ dataIndex: ['route', 'name'] }] }, { dataIndex: 'code' }];
    expect(rowNameFromColumns(columns)({ route: { name: '1路' }, code: 'R1' })).toBe('1路');
    expect(rowNameFromColumns([{ title: '操作' }])({ id: 1 })).toBe('');
  });
});
