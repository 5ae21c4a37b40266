/** 部门角色: the department's own roles; add, edit, delete with confirmation, and grant each a part of the department's permissions. */
import { useMemo, useState } from 'react';
import { Button, Space, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { DepartRoleRecord } from '@bus/contracts';
import { SearchForm, useListPage, ListTable, SearchText } from '../../../../components/list-page';
import { DEPART_ROLE_LIST_URL, departRolesQueryKey } from '../api/depart-roles';
import { DepartRoleFormModal } from './depart-role-form-modal';
import { DepartRoleGrantDrawer } from './depart-role-grant-drawer';

/** Shown only to holders of system:depart:authorize (the page decides), so no button needs its own check. */
export function DepartRoleTab({ departId, departName }: { departId: string; departName: string }) {
  const fixedParams = useMemo(() => ({ deptId: departId }), [departId]);
  const list = useListPage<DepartRoleRecord>({
    url: DEPART_ROLE_LIST_URL,
    queryKey: [...departRolesQueryKey, departId, 'list'],
    fixedParams,
    deleteUrl: '/sys/sysDepartRole/delete',
    batchDeleteUrl: '/sys/sysDepartRole/deleteBatch',
  });
  const client = useQueryClient();
  const [form, setForm] = useState<{ record?: DepartRoleRecord } | null>(null);
  const [granting, setGranting] = useState<DepartRoleRecord | null>(null);

  const question = (roles: DepartRoleRecord[]) => ({
    title: roles.length > 1 ? `确定删除选中的 ${roles.length} 个部门角色吗？` : `确定删除部门角色「${roles[0].roleName}」吗？`,
    content: '角色的授权和持有它的用户关系会一并清除。',
  });
  // the list refreshes itself; the department's other role lists (a user's role choice) follow
  const deleted = (done: boolean) => {
    if (done) void client.invalidateQueries({ queryKey: departRolesQueryKey });
  };

  const columns: TableColumnsType<DepartRoleRecord> = [
    { title: '部门角色名称', dataIndex: 'roleName', key: 'roleName', sorter: true },
    { title: '部门角色编码', dataIndex: 'roleCode', key: 'roleCode', sorter: true },
    { title: '描述', dataIndex: 'description', key: 'description', ellipsis: true },
    { title: '创建时间', dataIndex: 'createTime', key: 'createTime', sorter: true, width: 170 },
    {
      title: '操作',
      key: 'action',
      width: 170,
      render: (_, record) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setGranting(record)}>
            授权
          </Button>
          <Button type="link" size="small" onClick={() => setForm({ record })}>
            编辑
          </Button>
          <Button type="link" size="small" danger onClick={() => void list.deleteRecord(record.id, question([record])).then(deleted)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  const selectedRoles = list.selectedRows;
  return (
    <div>
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <SearchText name="roleName" label="部门角色名称" />
      </SearchForm>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
          新增部门角色
        </Button>
        {selectedRoles.length > 0 && (
          <Button danger icon={<DeleteOutlined />} onClick={() => void list.batchDelete(question(selectedRoles)).then(deleted)}>
            批量删除 ({selectedRoles.length})
          </Button>
        )}
      </Space>
      <ListTable<DepartRoleRecord> {...list.tableProps} columns={columns} locale={{ emptyText: `「${departName}」还没有部门角色` }} />
      <DepartRoleFormModal open={form !== null} departId={departId} record={form?.record} onClose={() => setForm(null)} />
      {granting && <DepartRoleGrantDrawer role={granting} onClose={() => setGranting(null)} />}
    </div>
  );
}
