/**
 * After sign-in, while the browser is idle: fetch the pages' code and let antd generate the styles
 * of the components every list page uses (its CSS-in-JS writes them at a component's first
 * render, which otherwise lands on the user's first menu click). The warm-up tree stays mounted,
 * hidden and inert: unmounting it would drop the styles again.
 */
import { useEffect, useState } from 'react';
import { Button, Card, DatePicker, Form, Input, Modal, Pagination, Select, Space, Table, Tag, Tooltip } from 'antd';
import { preloadPages } from '../router/component-registry';

/** Resolves when the browser is idle (or after a frame where requestIdleCallback is missing). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else globalThis.setTimeout(resolve, 50);
  });
}

const ROWS = [{ id: '1', name: '预热', status: '正常' }];

function StyleWarmUp() {
  return (
    <div aria-hidden inert style={{ position: 'absolute', width: 1200, height: 0, overflow: 'hidden', visibility: 'hidden', pointerEvents: 'none' }}>
      <Card size="small" title="预热">
        <Form layout="horizontal" labelCol={{ flex: '0 0 100px' }}>
          <Form.Item label="名称" name="name">
            <Input />
          </Form.Item>
          <Form.Item label="状态" name="status">
            <Select options={[{ value: '1', label: '正常' }]} />
          </Form.Item>
          <Form.Item label="日期" name="date">
            <DatePicker.RangePicker />
          </Form.Item>
        </Form>
        <Space>
          <Button type="primary">查询</Button>
          <Button>重置</Button>
          <Tag color="green">正常</Tag>
          <Tooltip title="预热">
            <span>预热</span>
          </Tooltip>
        </Space>
        <Table
          rowKey="id"
          size="middle"
          dataSource={ROWS}
          rowSelection={{ selectedRowKeys: [] }}
          scroll={{ x: 'max-content' }}
          pagination={false}
          columns={[
            { title: '名称', dataIndex: 'name', sorter: true, filters: [{ text: '预热', value: '1' }], width: 120, ellipsis: true },
            { title: '状态', dataIndex: 'status', width: 80 },
            { title: '操作', key: 'action', fixed: 'right', width: 120, render: () => <a>编辑</a> },
          ]}
        />
        <Pagination total={50} showSizeChanger showQuickJumper />
      </Card>
      <Modal open={false} />
    </div>
  );
}

export function WarmUp() {
  const [styles, setStyles] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void whenIdle().then(() => !cancelled && setStyles(true));
    const stopPreloading = preloadPages(whenIdle);
    return () => {
      cancelled = true;
      stopPreloading();
    };
  }, []);
  return styles ? <StyleWarmUp /> : null;
}
