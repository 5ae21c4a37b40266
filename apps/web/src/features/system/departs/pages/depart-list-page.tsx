/** 部门管理 (system/DepartList): the searchable tree on the left, the selected department's tabs on the right. */
import { useState } from 'react';
import { Button, Card, Col, Empty, Modal, Row, Space, Tabs, message } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { DepartTreeNode } from '@bus/contracts';
import { confirmAction } from '../../../../components/list-page';
import { isApiError } from '../../../../lib/http';
import { Authorized, usePermission } from '../../../../lib/permissions';
import { useDeleteDepart } from '../api/delete-depart';
import { useDepartTree } from '../api/query-tree-list';
import { AddDepartModal } from '../components/add-depart-modal';
import { DepartBasicTab } from '../components/depart-basic-tab';
import { DepartPermissionTab } from '../components/depart-permission-tab';
import { DepartRoleTab } from '../components/depart-role-tab';
import { DepartTreePanel } from '../components/depart-tree-panel';
import { DepartUsersTab } from '../components/depart-users-tab';
import { findNode } from '../components/tree-search';

export default function DepartListPage({ title }: { title: string }) {
  const tree = useDepartTree();
  const nodes = tree.data ?? [];
  const [selectedId, setSelectedId] = useState<string>();
  const [adding, setAdding] = useState<{ parent?: DepartTreeNode } | null>(null);
  const remove = useDeleteDepart();
  const { can } = usePermission();
  const selected = selectedId ? findNode(nodes, selectedId) : undefined;

  const deleteSelected = async () => {
    if (!selected) return;
    if (!(await confirmAction(`确定删除部门「${selected.departName}」吗？`, '删除后不可恢复。'))) return;
    try {
      void message.success(await remove.mutateAsync(selected.id));
      setSelectedId(undefined);
    } catch (error) {
      Modal.error({ title: '不能删除该部门', content: isApiError(error) ? error.message : '删除失败', okText: '知道了' });
    }
  };

  const tabs = selected
    ? [
        { key: 'basic', label: '基本信息', children: <DepartBasicTab key={selected.id} departId={selected.id} tree={nodes} /> },
        ...(can('system:depart:authorize')
          ? [
              { key: 'permission', label: '部门权限', children: <DepartPermissionTab key={selected.id} departId={selected.id} /> },
              { key: 'roles', label: '部门角色', children: <DepartRoleTab key={selected.id} departId={selected.id} departName={selected.departName} /> },
            ]
          : []),
        { key: 'users', label: '部门用户', children: <DepartUsersTab key={selected.id} departId={selected.id} departName={selected.departName} /> },
      ]
    : [];

  return (
    <Row gutter={16}>
      <Col xs={24} md={9} xl={7}>
        <Card title={title} variant="borderless" size="small">
          <Space wrap style={{ marginBottom: 12 }}>
            <Authorized code="system:depart:add">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding({})}>
                添加一级部门
              </Button>
            </Authorized>
            <Authorized code="system:depart:add">
              <Button icon={<PlusOutlined />} disabled={!selected} onClick={() => setAdding({ parent: selected })}>
                添加下级
              </Button>
            </Authorized>
            <Authorized code="system:depart:delete">
              <Button danger icon={<DeleteOutlined />} disabled={!selected} onClick={() => void deleteSelected()}>
                删除
              </Button>
            </Authorized>
          </Space>
          <DepartTreePanel tree={nodes} loading={tree.isLoading} selectedId={selectedId} onSelect={(node) => setSelectedId(node?.id)} />
        </Card>
      </Col>
      <Col xs={24} md={15} xl={17}>
        <Card variant="borderless" size="small" title={selected ? `${selected.departName}（${selected.orgCode}）` : '部门详情'}>
          {selected ? <Tabs items={tabs} destroyOnHidden /> : <Empty description="请在左侧选择一个部门" style={{ margin: '64px 0' }} />}
        </Card>
      </Col>
      <AddDepartModal
        open={adding !== null}
        parent={adding?.parent}
        tree={nodes}
        onClose={(createdId) => {
          setAdding(null);
          if (createdId) setSelectedId(createdId);
        }}
      />
    </Row>
  );
}
