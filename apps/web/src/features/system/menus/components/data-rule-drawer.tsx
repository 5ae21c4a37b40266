import { useState } from 'react';
import { App, Button, Drawer, Form, Input, Modal, Radio, Select, Space, Table, Tag } from 'antd';
import type { DataRuleRecord } from '@bus/contracts';
import { confirmAction } from '../../../../components/list-page';
import { Authorized } from '../../../../lib/permissions';
import { useDataRules } from '../api/data-rules';
import { useDeleteDataRule } from '../api/delete-data-rule';
import { useSaveDataRule } from '../api/save-data-rule';
import { useFormSubmit } from '../../../../components/form-modal';

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

interface Props {
  menu: { id: string; name: string };
  onClose(): void;
}

/** 数据规则 of one menu: CRUD of the conditions roles can be granted on its lists. */
export function DataRuleDrawer({ menu, onClose }: Props) {
  const { message } = App.useApp();
  const rules = useDataRules(menu.id);
  const save = useSaveDataRule(menu.id);
  const remove = useDeleteDataRule(menu.id);
  const [editing, setEditing] = useState<DataRuleRecord | 'new' | null>(null);
  const [form] = Form.useForm();

  const openForm = (rule: DataRuleRecord | 'new') => {
    setEditing(rule);
    form.resetFields();
    form.setFieldsValue(rule === 'new' ? { status: '1', ruleConditions: '=' } : rule);
  };

  const { submit } = useFormSubmit({
    form,
    save: (values) => {
      const body = { ...values, permissionId: menu.id };
      return save.mutateAsync(editing && editing !== 'new' ? { ...body, id: editing.id, version: editing.version } : body);
    },
    success: '保存成功',
    onSaved: () => setEditing(null),
  });

  const del = async (rule: DataRuleRecord) => {
    if (!(await confirmAction('确认删除', `删除数据规则「${rule.ruleName}」？已授权该规则的角色将不再受它限制。`))) return;
    await remove.mutateAsync(rule.id);
    message.success('删除成功');
  };

  return (
    <Drawer title={`数据规则 - ${menu.name}`} open onClose={onClose} width={760} destroyOnHidden>
      <Authorized code="system:dataRule:add">
        <Button type="primary" style={{ marginBottom: 12 }} onClick={() => openForm('new')}>
          新增规则
        </Button>
      </Authorized>
      <Table<DataRuleRecord>
        rowKey="id"
        size="middle"
        loading={rules.isFetching}
        dataSource={rules.data ?? []}
        pagination={false}
        locale={{ emptyText: '该菜单还没有数据规则' }}
        columns={[
          { title: '规则名称', dataIndex: 'ruleName' },
          { title: '规则字段', dataIndex: 'ruleColumn' },
          { title: '条件', dataIndex: 'ruleConditions', render: (c: string) => CONDITIONS.find(([k]) => k === c)?.[1] ?? c },
          { title: '规则值', dataIndex: 'ruleValue' },
          { title: '状态', dataIndex: 'status', render: (s: string) => (s === '1' ? <Tag color="green">有效</Tag> : <Tag>无效</Tag>) },
          {
            title: '操作',
            key: 'action',
            render: (_: unknown, rule) => (
              <Space>
                <Authorized code="system:dataRule:edit">
                  <Button type="link" size="small" onClick={() => openForm(rule)}>
                    编辑
                  </Button>
                </Authorized>
                <Authorized code="system:dataRule:delete">
                  <Button type="link" size="small" danger onClick={() => del(rule)}>
                    删除
                  </Button>
                </Authorized>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={editing === 'new' ? '新增数据规则' : '编辑数据规则'}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => void submit()}
        confirmLoading={save.isPending}
        okText="保存"
        cancelText="取消"
        width={600}
      >
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
            <Radio.Group>
              <Radio value="1">有效</Radio>
              <Radio value="0">无效</Radio>
            </Radio.Group>
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
