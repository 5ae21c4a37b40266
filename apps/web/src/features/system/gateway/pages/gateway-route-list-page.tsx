/** 网关路由 (system/SysGatewayRouteList): the route table an upstream proxy loads from the export. */
import { useState } from 'react';
import { Button, Card, Form, Input, Select, Space, Tag, message, type TableColumnsType } from 'antd';
import { ExportOutlined, PlusOutlined } from '@ant-design/icons';
import type { GatewayRoute } from '@bus/contracts';
import { confirmAction, SearchForm, useListPage, ListTable } from '../../../../components/list-page';
import { Authorized } from '../../../../lib/permissions';
import { useDeleteGatewayRoute } from '../api/delete-gateway-route';
import { exportGatewayRoutes } from '../api/export-gateway-routes';
import { GATEWAY_ROUTE_LIST_URL, gatewayRoutesQueryKey } from '../api/list-gateway-routes';
import { RouteFormModal } from '../components/route-form-modal';

export default function GatewayRouteListPage({ title }: { title: string }) {
  const list = useListPage<GatewayRoute>({ url: GATEWAY_ROUTE_LIST_URL, queryKey: gatewayRoutesQueryKey, defaultSort: { column: 'sortOrder', order: 'asc' } });
  const remove = useDeleteGatewayRoute();
  const [form, setForm] = useState<{ route?: GatewayRoute } | null>(null);

  const deleteRoute = async (route: GatewayRoute) => {
    if (!(await confirmAction(`确定删除路由“${route.name}”吗？`, '代理下次加载路由表后该路由失效。'))) return;
    void message.success(await remove.mutateAsync(route.id));
    list.afterDelete(1);
  };

  const columns: TableColumnsType<GatewayRoute> = [
    { title: '路由ID', dataIndex: 'routerId', key: 'routerId', sorter: true, width: 150 },
    { title: '路由名称', dataIndex: 'name', key: 'name', sorter: true, width: 140 },
    { title: '目标地址', dataIndex: 'uri', width: 220, ellipsis: true },
    { title: '断言', dataIndex: 'predicates', width: 200, render: (items: string[]) => items.map((p) => <Tag key={p}>{p}</Tag>) },
    { title: '过滤器', dataIndex: 'filters', width: 160, render: (items: string[]) => (items.length ? items.map((f) => <Tag key={f}>{f}</Tag>) : '—') },
    { title: '排序', dataIndex: 'sortOrder', key: 'sortOrder', sorter: true, width: 80 },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      width: 80,
      render: (s: number, r) => <Tag color={s === 1 ? 'green' : 'default'}>{r.status_dictText}</Tag>,
    },
    {
      title: '操作',
      key: 'action',
      fixed: 'right',
      width: 120,
      render: (_, route) => (
        <Space size={4}>
          <Authorized code="system:gateway:edit">
            <Button type="link" size="small" onClick={() => setForm({ route })}>
              编辑
            </Button>
          </Authorized>
          <Authorized code="system:gateway:delete">
            <Button type="link" size="small" danger onClick={() => void deleteRoute(route)}>
              删除
            </Button>
          </Authorized>
        </Space>
      ),
    },
  ];

  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <Form.Item name="routerId" label="路由ID">
          <Input placeholder="请输入路由ID" allowClear />
        </Form.Item>
        <Form.Item name="name" label="路由名称">
          <Input placeholder="请输入路由名称" allowClear />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            allowClear
            placeholder="请选择状态"
            style={{ minWidth: 120 }}
            options={[
              { value: 1, label: '启用' },
              { value: 0, label: '停用' },
            ]}
          />
        </Form.Item>
      </SearchForm>
      <Space wrap style={{ marginBottom: 16 }}>
        <Authorized code="system:gateway:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
            新增
          </Button>
        </Authorized>
        <Button icon={<ExportOutlined />} onClick={() => void exportGatewayRoutes()}>
          导出路由表
        </Button>
      </Space>
      <ListTable<GatewayRoute> {...list.tableProps} rowSelection={undefined} columns={columns} locale={{ emptyText: '暂无路由' }} />
      <RouteFormModal open={form !== null} route={form?.route} onClose={() => setForm(null)} />
    </Card>
  );
}
