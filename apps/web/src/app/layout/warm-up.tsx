/**
 * After sign-in, while the browser is idle: fetch the code of the pages of the area the user is in
 * (the other pages of the submenu holding the open page; others load on intent, see side-menu.tsx)
 * and let antd generate the styles
 * of the components every list page uses (its CSS-in-JS writes them at a component's first
 * render, which otherwise lands on the user's first menu click). The warm-up tree is hidden,
 * inert, holds no rows or texts a page could be mistaken for, and is removed at the next idle
 * moment (antd keeps generated styles after an unmount: its style cache does not auto-clear).
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, Card, DatePicker, Form, Input, Modal, Pagination, Select, Space, Table, Tag, Tooltip } from 'antd';
import { preloadPages } from '../router/component-registry';
import { areaPages, type MenuNode } from '../router/route-table';

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

export function WarmUp({ tree, selectedKey }: { tree: readonly MenuNode[]; selectedKey: string }) {
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
    // the code every list page shares (its kits and antd's table, form and pickers): the first
    // menu click of a session then waits only for its own small page chunk and its rows
    void whenIdle()
      .then(() => (cancelled ? undefined : Promise.all([import('../../components/resource-kit'), import('../../components/list-page')])))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  // the area's pages, again when the user moves to another area (a page fetched once is not fetched again)
  const area = useMemo(() => areaPages(tree, selectedKey), [tree, selectedKey]);
  const areaKey = area.join('|');
  useEffect(() => preloadPages(areaKey ? areaKey.split('|') : [], whenIdle), [areaKey]);
  return styles === 'shown' ? <StyleWarmUp /> : null;
}
