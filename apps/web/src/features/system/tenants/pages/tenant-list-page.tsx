import { useState } from 'react';
import { App, Button, Card, Form, Input, Select, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { TenantRecord } from '@bus/contracts';
import { confirmAction, ListTable, RowActions, SearchForm, useListPage } from '../../../../components/list-page';
import { Authorized } from '../../../../lib/permissions';
import { useDeleteTenant } from '../api/delete-tenant';
import { TENANT_LIST_URL, tenantsQueryKey } from '../api/list-tenants';
import { TenantFormModal } from '../components/tenant-form-modal';

/** 租户管理 (component 'system/TenantList'). */
export default function TenantListPage({ title }: { title: string }) {
  const { message } = App.useApp();
  const list = useListPage<TenantRecord>({ url: TENANT_LIST_URL, queryKey: tenantsQueryKey, defaultSort: { column: 'id', order: 'asc' } });
  const remove = useDeleteTenant();
  const [editing, setEditing] = useState<{ open: boolean; tenant: TenantRecord | null }>({ open: false, tenant: null });

  const del = async (tenant: TenantRecord) => {
    if (!(await confirmAction('确认删除', `删除租户「${tenant.name}」？仍有用户的租户不能删除。`))) return;
    await remove.mutateAsync(tenant.id);
    message.success('删除成功');
    list.afterDelete(1);
  };

  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <Form.Item name="name" label="名称">
          <Input placeholder="模糊查询" allowClear />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            allowClear
            placeholder="全部"
            options={[
              { value: 1, label: '正常' },
              { value: 0, label: '冻结' },
            ]}
          />
        </Form.Item>
      </SearchForm>
      <Authorized code="system:tenant:add">
        <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => setEditing({ open: true, tenant: null })}>
          新增
        </Button>
      </Authorized>
      <ListTable<TenantRecord>
        {...list.tableProps}
        rowSelection={undefined}
        locale={{ emptyText: '暂无租户' }}
        columns={[
          { title: '租户编号', dataIndex: 'id', key: 'id', sorter: true, width: 110 },
          { title: '租户名称', dataIndex: 'name' },
          { title: '状态', dataIndex: 'status', render: (s: number) => (s === 1 ? <Tag color="green">正常</Tag> : <Tag color="red">冻结</Tag>) },
          {
            title: '创建时间',
            dataIndex: 'createTime',
            key: 'createTime',
            sorter: true,
            render: (v: string) => (v ? new Date(v).toLocaleString('zh-CN', { hour12: false }) : ''),
          },
          {
            title: '操作',
            key: 'action',
            render: (_: unknown, tenant) => (
              <RowActions
                actions={[
                  { key: 'edit', label: '编辑', code: 'system:tenant:edit', onClick: () => setEditing({ open: true, tenant }) },
                  { key: 'delete', label: '删除', code: 'system:tenant:delete', danger: true, onClick: () => void del(tenant) },
                ]}
              />
            ),
          },
        ]}
      />
      <TenantFormModal open={editing.open} tenant={editing.tenant} onClose={() => setEditing({ open: false, tenant: null })} />
    </Card>
  );
}
