/**
 * 菜单管理 (component 'system/PermissionList'): the kit's list of menuResource, a tree loaded whole
 * and searched here by name, path or code. Its own: the type and icon cells, 添加下级 / 添加按钮 /
 * 数据规则 under 更多, what a delete takes with it, and the form whose fields follow the type.
 */
import { useState } from 'react';
import { Tag } from 'antd';
import type { PermissionRecord } from '@bus/contracts';
import { SearchText } from '../../../../components/list-page';
import { MenuIcon } from '../../../../components/menu-icon';
import { ResourceListPage, type ColumnEntry } from '../../../../components/resource-kit';
import { menusApi } from '../api/menus-api';
import { DataRuleDrawer } from '../components/data-rule-drawer';
import { menuMatches } from '../components/menu-matches';
import { MENU_TYPE_LABELS } from '../components/menu-form-values';
import { MenuFormModal } from '../components/menu-form-modal';

const COLUMNS: ReadonlyArray<ColumnEntry<PermissionRecord>> = [
  'name',
  ['menuType', { render: (t: number) => <Tag color={MENU_TYPE_LABELS[t]?.color}>{MENU_TYPE_LABELS[t]?.text}</Tag> }],
  ['icon', { align: 'center', render: (icon: string | null) => <MenuIcon name={icon} /> }],
  'component',
  'url',
  'perms',
  'sortNo',
];

const SEARCH = [<SearchText key="keyword" name="keyword" label="菜单" placeholder="按名称或路径查找" />];

export default function MenuListPage({ title }: { title: string }) {
  const [rulesOf, setRulesOf] = useState<PermissionRecord | null>(null);
  return (
    <ResourceListPage
      api={menusApi}
      title={title}
      columns={COLUMNS}
      searchItems={SEARCH}
      addLabel="新增菜单"
      tree={{ whole: { matches: (menu, { keyword }) => menuMatches(menu, String(keyword ?? '')) }, parentOf: (menu) => menu.parentId }}
      moreActions={(menu, openForm) =>
        menu.menuType === 2
          ? []
          : [
              { key: 'sub', label: '添加下级', code: menusApi.resource.permissions.add, onClick: () => openForm({ parent: menu, blank: { menuType: 1 } }) },
              { key: 'button', label: '添加按钮', code: menusApi.resource.permissions.add, onClick: () => openForm({ parent: menu, blank: { menuType: 2 } }) },
              { key: 'rules', label: '数据规则', onClick: () => setRulesOf(menu) },
            ]
      }
      deleteQuestion={(menu) => ((menu as PermissionRecord).children?.length ? `删除「${menu.name}」及其全部下级菜单和按钮？` : `删除「${menu.name}」？`)}
      deleteNote="已授予角色的权限也会一并收回。"
      renderForm={(dialog) => <MenuFormModal {...dialog} />}
    >
      {rulesOf && <DataRuleDrawer menu={rulesOf} onClose={() => setRulesOf(null)} />}
    </ResourceListPage>
  );
}
