/** 数据规则 of one menu in a drawer: the kit's list of dataRuleResource for its permissionId, the conditions roles can be granted on its lists. */
import { useMemo } from 'react';
import { Drawer, Form, Input, Modal, Select, Tag } from 'antd';
import type { dataRuleResource, DataRuleRecord, DataRuleSaveRequest } from '@bus/contracts';
import { DictSelect } from '../../../../components/dict';
import { ResourceListPage, useResourceForm, type ColumnEntry, type FormDialogProps } from '../../../../components/resource-kit';
import { dataRulesApi } from '../api/menus-api';

/** The conditions the list layer understands (no custom SQL rules). */
const CONDITIONS = [
  ['=', '等于'],
  ['!=', '不等于'],
  ['>', '大于'],
  ['>=', '大于等于'],
  ['<', '小于'],
  ['<=', '小于等于'],
  ['LIKE', '包含'],
  ['LEFT_LIKE', '以…结尾'],
  ['RIGHT_LIKE', '以…开头'],
  ['IN', '在…之中（逗号分隔）'],
] as const;
const VARIABLES = ['#{sys_user_code}', '#{sys_user_id}', '#{sys_org_code}', '#{sys_date}', '#{sys_time}', '#{tenant_id}'];

const COLUMNS: ReadonlyArray<ColumnEntry<DataRuleRecord>> = [
  'ruleName',
  'ruleColumn',
  ['ruleConditions', { render: (c: string) => CONDITIONS.find(([k]) => k === c)?.[1] ?? c }],
  'ruleValue',
  ['status', { render: (s: string) => (s === '1' ? <Tag color="green">有效</Tag> : <Tag>无效</Tag>) }],
];

interface Props {
  menu: { id: string; name: string };
  onClose(): void;
}

export function DataRuleDrawer({ menu, onClose }: Props) {
  const fixedParams = useMemo(() => ({ permissionId: menu.id }), [menu.id]);
  return (
    <Drawer title={`数据规则 - ${menu.name}`} open onClose={onClose} width={760} destroyOnHidden>
      <ResourceListPage
        bare
        api={dataRulesApi}
        title="数据规则"
        fixedParams={fixedParams}
        columns={COLUMNS}
        noSearch
        addLabel="新增规则"
        actionsWidth={120}
        emptyText="该菜单还没有数据规则"
        deleteQuestion={(rule) => `删除数据规则「${rule.ruleName}」？`}
        deleteNote="已授权该规则的角色将不再受它限制。"
        renderForm={(dialog) => <DataRuleFormModal {...dialog} permissionId={menu.id} />}
      />
    </Drawer>
  );
}

type Values = Omit<DataRuleSaveRequest, 'permissionId'>;

function DataRuleFormModal({ open, record, onClose, permissionId }: FormDialogProps<DataRuleRecord> & { permissionId: string }) {
  const { form, modalProps } = useResourceForm<typeof dataRuleResource, Values>({
    api: dataRulesApi,
    open,
    record,
    onClose,
    toValues: (rule) => rule as Values,
    blank: { status: '1', ruleConditions: '=' },
    toSave: (values) => ({ ...values, permissionId }),
    success: '保存成功',
  });
  return (
    <Modal {...modalProps} okText="保存" width={600}>
      <Form form={form} name="dataRuleForm" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }}>
        <Form.Item name="ruleName" label="规则名称" rules={[{ required: true, whitespace: true, message: '请输入规则名称' }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="ruleColumn"
          label="规则字段"
          rules={[
            { required: true, message: '请输入列表字段名' },
            { pattern: /^[A-Za-z_][A-Za-z0-9_]*$/, message: '只能包含字母、数字和下划线' },
          ]}
          extra="列表的字段名，如 orgCode、createBy"
        >
          <Input />
        </Form.Item>
        <Form.Item name="ruleConditions" label="条件规则" rules={[{ required: true, message: '请选择条件规则' }]}>
          <Select options={CONDITIONS.map(([value, label]) => ({ value, label: `${label}（${value}）` }))} />
        </Form.Item>
        <Form.Item
          name="ruleValue"
          label="规则值"
          rules={[{ required: true, whitespace: true, message: '请输入规则值' }]}
          extra={`可用系统变量：${VARIABLES.join(' ')}`}
        >
          <Input />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <DictSelect dictCode="valid_status" type="radio" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
