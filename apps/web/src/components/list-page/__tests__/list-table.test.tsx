import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ListTable } from '../list-table';

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
});
