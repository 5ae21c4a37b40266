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
});
