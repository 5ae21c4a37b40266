import { useCallback, useState } from 'react';
import { App, Drawer, Tooltip } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import type { PermissionTreeNode, RoleRecord } from '@bus/contracts';
import { PermissionTreePanel } from '../../../../components/permission-tree/permission-tree-panel';
import { usePermissionTree, useRolePermissions, useSaveRolePermissions } from '../api/role-permissions';
import { RoleDataRuleModal } from './role-data-rule-modal';

interface Props {
  role: RoleRecord;
  onClose(): void;
}

/** 角色授权: the menu/button tree of the role, with a data-rule icon on every menu. */
export function RoleAuthorizeDrawer({ role, onClose }: Props) {
  const { message } = App.useApp();
  const tree = usePermissionTree(true);
  const granted = useRolePermissions(role.id);
  const save = useSaveRolePermissions(role.id);
  const [ruleMenu, setRuleMenu] = useState<PermissionTreeNode | null>(null);

  const renderExtra = useCallback(
    (node: PermissionTreeNode) =>
      node.menuType !== 2 ? (
        <Tooltip title="数据规则">
          <FilterOutlined
            aria-label={`数据规则 ${node.title}`}
            style={{ marginLeft: 8, color: '#1677ff' }}
            onClick={(e) => {
              e.stopPropagation();
              setRuleMenu(node);
            }}
          />
        </Tooltip>
      ) : null,
    [],
  );

  return (
    <Drawer title={`角色权限配置 - ${role.roleName}`} open onClose={onClose} width={560} destroyOnHidden>
      <PermissionTreePanel
        treeList={tree.data?.treeList ?? []}
        granted={granted.data ?? []}
        loading={tree.isLoading || granted.isLoading}
        renderExtra={renderExtra}
        saveText="保存并关闭"
        onSave={async (ids, lastIds) => {
          await save.mutateAsync({ roleId: role.id, permissionIds: ids.join(','), lastpermissionIds: lastIds.join(',') });
          message.success('授权已保存，用户重新加载权限后生效');
          onClose();
        }}
      />
      {ruleMenu && <RoleDataRuleModal permissionId={ruleMenu.key} menuTitle={ruleMenu.title} roleId={role.id} onClose={() => setRuleMenu(null)} />}
    </Drawer>
  );
}
