import { useMemo, useState, type Key } from 'react';
import { App, Button, Card, Dropdown, Input, Space, Table, Tag } from 'antd';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import type { PermissionRecord } from '@bus/contracts';
import { confirmAction, RowActions } from '../../../../components/list-page';
import { Authorized } from '../../../../lib/permissions';
import { useDeleteMenu } from '../api/delete-menu';
import { useMenus } from '../api/list-menus';
import { DataRuleDrawer } from '../components/data-rule-drawer';
import { MenuIcon } from '../../../../components/menu-icon';
import { MENU_TYPE_LABELS } from '../components/menu-form-values';
import { MenuFormModal, type MenuFormTarget } from '../components/menu-form-modal';
import { filterMenuTree } from '../components/filter-menu-tree';

/** 菜单管理 (component 'system/PermissionList'): the whole tree of menus and buttons. */
export default function MenuListPage({ title }: { title: string }) {
  const { message } = App.useApp();
  const menus = useMenus();
  const remove = useDeleteMenu();
  const [target, setTarget] = useState<MenuFormTarget | null>(null);
  const [rulesOf, setRulesOf] = useState<PermissionRecord | null>(null);
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const tree = useMemo(() => menus.data ?? [], [menus.data]);
  const shown = useMemo(() => filterMenuTree(tree, keyword), [tree, keyword]);

  const del = async (menu: PermissionRecord) => {
    const hasChildren = !!menu.children?.length;
    const ok = await confirmAction(
      '确认删除',
      hasChildren ? `删除「${menu.name}」及其全部下级菜单和按钮？已授予角色的这些权限也会一并收回。` : `删除「${menu.name}」？已授予角色的该权限也会一并收回。`,
    );
    if (!ok) return;
    const count = await remove.mutateAsync(menu.id);
    message.success(`已删除 ${count} 项`);
  };

  return (
    <Card title={title} variant="borderless">
      <Space style={{ marginBottom: 16 }} wrap>
        <Authorized code="system:permission:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ menu: null, defaults: { menuType: 0, component: 'layouts/RouteView' } })}>
            新增菜单
          </Button>
        </Authorized>
        <Input.Search placeholder="按名称或路径查找" allowClear onSearch={setKeyword} style={{ width: 240 }} />
        <Button onClick={() => setExpanded(collectIds(tree))}>展开全部</Button>
        <Button onClick={() => setExpanded([])}>折叠全部</Button>
      </Space>
      <Table<PermissionRecord>
        rowKey="id"
        loading={menus.isFetching}
        dataSource={shown}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowKeys: keyword ? collectIds(shown) : expanded, onExpandedRowsChange: (keys) => setExpanded(keys) }}
        locale={{ emptyText: keyword ? '没有匹配的菜单' : '暂无菜单' }}
        columns={[
          { title: '菜单名称', dataIndex: 'name', width: 260 },
          {
            title: '类型',
            dataIndex: 'menuType',
            width: 100,
            render: (t: number) => <Tag color={MENU_TYPE_LABELS[t]?.color}>{MENU_TYPE_LABELS[t]?.text}</Tag>,
          },
          { title: '图标', dataIndex: 'icon', width: 60, align: 'center', render: (icon: string | null) => <MenuIcon name={icon} /> },
          { title: '组件', dataIndex: 'component', width: 200, ellipsis: true },
          { title: '路径', dataIndex: 'url', width: 200, ellipsis: true },
          { title: '授权标识', dataIndex: 'perms', width: 200, ellipsis: true },
          { title: '排序', dataIndex: 'sortNo', width: 70 },
          {
            title: '操作',
            key: 'action',
            fixed: 'right',
            width: 200,
            render: (_: unknown, menu) => (
              <RowActions
                actions={[{ key: 'edit', label: '编辑', code: 'system:permission:edit', onClick: () => setTarget({ menu }) }]}
                more={
                  <Dropdown
                    menu={{
                      items: [
                        ...(menu.menuType !== 2
                          ? [
                              { key: 'sub', label: '添加下级' },
                              { key: 'button', label: '添加按钮' },
                              { key: 'rules', label: '数据规则' },
                            ]
                          : []),
                        { key: 'delete', label: '删除', danger: true },
                      ],
                      onClick: ({ key }) => {
                        if (key === 'sub') setTarget({ menu: null, defaults: { menuType: 1, parentId: menu.id } });
                        if (key === 'button') setTarget({ menu: null, defaults: { menuType: 2, parentId: menu.id } });
                        if (key === 'rules') setRulesOf(menu);
                        if (key === 'delete') void del(menu);
                      },
                    }}
                  >
                    <Button type="link" size="small">
                      更多 <DownOutlined />
                    </Button>
                  </Dropdown>
                }
              />
            ),
          },
        ]}
      />
      <MenuFormModal target={target} tree={tree} onClose={() => setTarget(null)} />
      {rulesOf && <DataRuleDrawer menu={rulesOf} onClose={() => setRulesOf(null)} />}
    </Card>
  );
}

function collectIds(nodes: PermissionRecord[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.id, ...collectIds(n.children)] : []));
}
