/**
 * After sign-in, while the browser is idle: fetch the pages' code and let antd generate the styles
 * of the components every list page uses (its CSS-in-JS writes them at a component's first
 * render, which otherwise lands on the user's first menu click). The warm-up tree is hidden,
 * inert, holds no rows or texts a page could be mistaken for, and is removed at the next idle
 * moment (antd keeps generated styles after an unmount: its style cache does not auto-clear).
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

function StyleWarmUp() {
  return (
    <div aria-hidden inert style={{ position: 'absolute', width: 1200, height: 0, overflow: 'hidden', visibility: 'hidden', pointerEvents: 'none' }}>
      <Card size="small" title=" ">
        <Form layout="horizontal" labelCol={{ flex: '0 0 100px' }}>
          <Form.Item label=" " name="a">
            <Input />
          </Form.Item>
          <Form.Item label=" " name="b">
            <Select options={[]} />
          </Form.Item>
          <Form.Item label=" " name="c">
            <DatePicker.RangePicker />
          </Form.Item>
        </Form>
        <Space>
          <Button type="primary" />
          <Button />
          <Tag color="green" />
          <Tooltip title=" ">
            <span />
          </Tooltip>
        </Space>
        <Table
          rowKey="id"
          size="middle"
          dataSource={[]}
          locale={{ emptyText: ' ' }}
          rowSelection={{ selectedRowKeys: [] }}
          scroll={{ x: 'max-content' }}
          pagination={false}
          columns={[
            { title: ' ', dataIndex: 'a', sorter: true, filters: [], width: 120, ellipsis: true },
            { title: ' ', dataIndex: 'b', width: 80 },
            { title: ' ', key: 'c', fixed: 'right', width: 120 },
          ]}
        />
        <Pagination total={50} showSizeChanger showQuickJumper />
      </Card>
      <Modal open={false} />
    </div>
  );
}

export function WarmUp() {
  const [styles, setStyles] = useState<'waiting' | 'shown' | 'done'>('waiting');
  useEffect(() => {
    if (styles !== 'shown') return;
    let cancelled = false;
    void whenIdle().then(() => !cancelled && setStyles('done'));
    return () => {
      cancelled = true;
    };
  }, [styles]);
  useEffect(() => {
    let cancelled = false;
    void whenIdle().then(() => !cancelled && setStyles((now) => (now === 'waiting' ? 'shown' : now)));
    const stopPreloading = preloadPages(whenIdle);
    return () => {
      cancelled = true;
      stopPreloading();
    };
  }, []);
  return styles === 'shown' ? <StyleWarmUp /> : null;
}
