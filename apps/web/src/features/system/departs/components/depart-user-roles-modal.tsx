/** Which of the department's roles a user holds there (分配部门角色). */
import { useEffect, useState } from 'react';
import { App, Checkbox, Empty, Modal, Spin, Tooltip } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CANNOT_GRANT_ROLE_TIP, type DepartUserRecord } from '@bus/contracts';
import { useAllDepartRoles, userDepartRolesQueryOptions, useSetUserDepartRoles } from '../api/depart-roles';
import { reportFailure } from '../../../../components/form-modal';

interface Props {
  departId: string;
  departName: string;
  user: DepartUserRecord;
  onClose(): void;
}

export function DepartUserRolesModal({ departId, departName, user, onClose }: Props) {
  const { message } = App.useApp();
  const roles = useAllDepartRoles(departId);
  const held = useQuery(userDepartRolesQueryOptions(user.id, departId));
  const save = useSetUserDepartRoles();
  const [chosen, setChosen] = useState<string[]>([]);

  useEffect(() => {
    if (held.data) setChosen(held.data);
  }, [held.data]);

  const submit = async () => {
    try {
      await save.mutateAsync({ userId: user.id, newRoleIds: chosen, oldRoleIds: held.data ?? [] });
    } catch (error) {
      reportFailure(error);
      return;
    }
    message.success('部门角色已保存，用户重新加载权限后生效');
    onClose();
  };

  const loading = roles.isLoading || held.isLoading;
  const list = roles.data ?? [];
  return (
    <Modal
      title={`分配部门角色 - ${user.realname}`}
      open
      width={480}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ disabled: loading || list.length === 0 }}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      {loading ? (
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      ) : list.length === 0 ? (
        <Empty description={`「${departName}」还没有部门角色，请先在「部门角色」页签新增`} />
      ) : (
        // single checkboxes: a Checkbox.Group drops a tick made before its options have registered
        // (a click right after the dialog opened did nothing)
        <div role="group" aria-label="部门角色" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {list.map((role) => {
            // a role carrying a permission the signed-in user lacks can be neither given nor taken
            const box = (
              <Checkbox
                key={role.id}
                checked={chosen.includes(role.id)}
                disabled={!role.grantable}
                onChange={(event) => {
                  const { checked } = event.target;
                  setChosen((current) => (checked ? [...current.filter((id) => id !== role.id), role.id] : current.filter((id) => id !== role.id)));
                }}
              >
                {`${role.roleName}（${role.roleCode}）`}
              </Checkbox>
            );
            return role.grantable ? (
              box
            ) : (
              <Tooltip key={role.id} title={CANNOT_GRANT_ROLE_TIP} placement="left">
                <span style={{ alignSelf: 'flex-start' }}>{box}</span>
              </Tooltip>
            );
          })}
        </div>
      )}
    </Modal>
  );
}
