/** The fields of a department shared by the add modal and the 基本信息 tab. */
import { Form, Input, InputNumber, Radio, Switch, TreeSelect } from 'antd';
import type { DepartTreeNode } from '@bus/contracts';

export interface DepartFormValues {
  departName: string;
  parentId?: string | null;
  orgCategory: '1' | '2' | '3' | '5';
  departOrder: number;
  enabled: boolean;
  orgCode?: string;
}

export const CATEGORY_OPTIONS = [
  { value: '1', label: '公司' },
  { value: '2', label: '部门' },
  { value: '3', label: '岗位' },
  { value: '5', label: '职务' },
];

interface FieldsProps {
  tree: DepartTreeNode[];
  /** show the read-only org code (edit) */
  showOrgCode?: boolean;
  /** ids that may not be chosen as the parent (the department and its subtree) */
  excludeIds?: Set<string>;
}

const disableIds = (nodes: DepartTreeNode[], exclude: Set<string>): object[] =>
  nodes.map((n) => ({ value: n.id, title: n.departName, disabled: exclude.has(n.id), children: n.children ? disableIds(n.children, exclude) : undefined }));

export function DepartFormFields({ tree, showOrgCode, excludeIds = new Set() }: FieldsProps) {
  return (
    <>
      <Form.Item
        label="机构名称"
        name="departName"
        rules={[
          { required: true, whitespace: true, message: '请输入机构名称' },
          { max: 100, message: '长度不能超过 100 个字符' },
        ]}
      >
        <Input placeholder="请输入机构名称" maxLength={100} />
      </Form.Item>
      <Form.Item label="上级部门" name="parentId">
        <TreeSelect
          allowClear
          showSearch
          treeNodeFilterProp="title"
          placeholder="不选则为顶级部门"
          treeData={disableIds(tree, excludeIds)}
          treeDefaultExpandAll={false}
        />
      </Form.Item>
      <Form.Item label="机构类型" name="orgCategory" rules={[{ required: true, message: '请选择机构类型' }]}>
        <Radio.Group options={CATEGORY_OPTIONS} optionType="button" />
      </Form.Item>
      {showOrgCode && (
        <Form.Item label="机构编码" name="orgCode" extra="由填值规则自动生成，不能修改">
          <Input readOnly disabled />
        </Form.Item>
      )}
      <Form.Item label="排序" name="departOrder">
        <InputNumber min={0} max={99999} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="状态" name="enabled" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="停用" />
      </Form.Item>
    </>
  );
}

export const toSaveRequest = (values: DepartFormValues) => ({
  departName: values.departName.trim(),
  parentId: values.parentId || null,
  orgCategory: values.orgCategory,
  departOrder: values.departOrder ?? 0,
  status: values.enabled ? ('1' as const) : ('0' as const),
});
