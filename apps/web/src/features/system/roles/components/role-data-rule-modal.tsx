import { useEffect, useState } from 'react';
import { App, Checkbox, Empty, Modal, Spin, Tag } from 'antd';
import { useRoleDataRules, useSaveRoleDataRules } from '../api/role-data-rules';

interface Props {
  permissionId: string;
  menuTitle: string;
  roleId: string;
  onClose(): void;
}

/** Which of the menu's data rules the role holds (the menu must be granted and saved first). */
export function RoleDataRuleModal({ permissionId, menuTitle, roleId, onClose }: Props) {
  const { message } = App.useApp();
  const rules = useRoleDataRules(permissionId, roleId);
  const save = useSaveRoleDataRules(permissionId, roleId);
  const [checked, setChecked] = useState<string[]>([]);
  useEffect(() => {
    if (rules.data) setChecked(rules.data.drChecked.split(',').filter(Boolean));
  }, [rules.data]);

  const submit = async () => {
    await save.mutateAsync({ permissionId, roleId, dataRuleIds: checked.join(',') });
    message.success('数据规则已保存');
    onClose();
  };

  return (
    <Modal
      title={`数据规则 - ${menuTitle}`}
      open
      onCancel={onClose}
      onOk={submit}
      confirmLoading={save.isPending}
      okText="保存"
      cancelText="取消"
      width={560}
      okButtonProps={{ disabled: !rules.data?.datarule.length }}
    >
      {rules.isLoading ? (
        <Spin />
      ) : !rules.data?.datarule.length ? (
        <Empty description="该菜单还没有数据规则，请在菜单管理中添加" />
      ) : (
        <Checkbox.Group value={checked} onChange={(v) => setChecked(v as string[])} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {rules.data.datarule.map((rule) => (
            <Checkbox key={rule.id} value={rule.id} disabled={rule.status !== '1'}>
              {rule.ruleName} <Tag>{`${rule.ruleColumn} ${rule.ruleConditions} ${rule.ruleValue}`}</Tag>
              {rule.status !== '1' && <Tag color="default">已停用</Tag>}
            </Checkbox>
          ))}
        </Checkbox.Group>
      )}
    </Modal>
  );
}
