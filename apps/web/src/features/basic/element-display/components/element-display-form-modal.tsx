/** 新增 / 编辑前端元素显示规则. */
import { useEffect, useMemo, useState } from 'react';
import { AutoComplete, Alert, Form, Input, Modal, Switch } from 'antd';
import type { ElementDisplayRecord } from '@bus/contracts';
import { ELEMENT_KEY_PATTERN, ELEMENT_TARGET_URL_PATTERN } from '@bus/contracts';
import { usePermission } from '../../../../lib/permissions';
import { useSessionStore } from '../../../../lib/session';
import { useCheckRuleOptions } from '../api/list-check-rule-options';
import { useSaveElementDisplay } from '../api/save-element-display';
import { filterPathOptions, menuPathOptions } from './menu-path-options';
import { useFormSubmit } from '../../../../components/form-modal';

interface Values {
  targetUrl: string;
  elementKey: string;
  elementName?: string;
  pcHidden: boolean;
  pcReadonly: boolean;
  pcRuleKey?: string;
  tips?: string;
}

const EMPTY: Values = { targetUrl: '', elementKey: '', elementName: '', pcHidden: false, pcReadonly: false, pcRuleKey: '', tips: '' };

export function ElementDisplayFormModal({ open, record, onClose }: { open: boolean; record?: ElementDisplayRecord; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveElementDisplay();
  const menu = useSessionStore((state) => state.menu);
  const { can } = usePermission();
  const checkRules = useCheckRuleOptions(open && can('system:checkRule:list'));
  const [typedPath, setTypedPath] = useState('');
  const pathOptions = useMemo(() => filterPathOptions(menuPathOptions(menu), typedPath), [menu, typedPath]);

  useEffect(() => {
    if (!open) return;
    setTypedPath('');
    form.setFieldsValue(
      record
        ? {
            targetUrl: record.targetUrl,
            elementKey: record.elementKey,
            elementName: record.elementName ?? '',
            pcHidden: record.pcHidden,
            pcReadonly: record.pcReadonly,
            pcRuleKey: record.pcRuleKey ?? '',
            tips: record.tips ?? '',
          }
        : EMPTY,
    );
  }, [open, record, form]);

  const { submit } = useFormSubmit({
    form,
    save: (values) =>
      save.mutateAsync({ ...values, pcRuleKey: values.pcRuleKey?.trim() || null, ...(record ? { id: record.id, version: record.version } : {}) }),
    success: record ? '编辑成功' : '添加成功',
    onSaved: onClose,
  });

  return (
    <Modal
      title={record ? '编辑元素显示规则' : '新增元素显示规则'}
      open={open}
      width={600}
      okText="确定"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="规则作用于该页面表单中字段名相同的元素，保存后对本租户所有用户立即生效（其他用户重新登录或刷新后生效）。"
      />
      <Form form={form} name="element-display-form" layout="vertical" autoComplete="off">
        <Form.Item
          label="页面路径"
          name="targetUrl"
          extra="表单所在页面的路由，如 /system/position"
          rules={[
            { required: true, whitespace: true, message: '请输入页面路径' },
            { pattern: ELEMENT_TARGET_URL_PATTERN, message: '页面路径以 / 开头，只能包含字母、数字和 / _ . : -' },
          ]}
        >
          <AutoComplete options={pathOptions} onSearch={setTypedPath} placeholder="选择菜单页面或输入路径" />
        </Form.Item>
        <Form.Item
          label="元素字段名"
          name="elementKey"
          extra="表单项的字段名（name），嵌套字段用点连接，如 driver.workNo"
          rules={[
            { required: true, whitespace: true, message: '请输入元素字段名' },
            { pattern: ELEMENT_KEY_PATTERN, message: '字段名以字母或下划线开头，只能包含字母、数字、下划线和点' },
          ]}
        >
          <Input placeholder="如 workNo" maxLength={100} />
        </Form.Item>
        <Form.Item label="元素名称" name="elementName">
          <Input placeholder="便于识别，如 工号" maxLength={100} />
        </Form.Item>
        <Form.Item label="隐藏" name="pcHidden" valuePropName="checked">
          <Switch checkedChildren="隐藏" unCheckedChildren="显示" />
        </Form.Item>
        <Form.Item label="只读" name="pcReadonly" valuePropName="checked">
          <Switch checkedChildren="只读" unCheckedChildren="可编辑" />
        </Form.Item>
        <Form.Item label="校验规则" name="pcRuleKey" extra="编码校验规则的规则编码；值不为空时提交前按规则校验">
          <AutoComplete
            allowClear
            placeholder="如 work_no"
            options={(checkRules.data ?? []).map((r) => ({ value: r.ruleCode, label: `${r.ruleName}（${r.ruleCode}）` }))}
            filterOption={(input, option) =>
              String(option?.label ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
          />
        </Form.Item>
        <Form.Item label="提示文字" name="tips">
          <Input.TextArea rows={2} maxLength={500} showCount placeholder="显示在字段名旁的帮助说明（可选）" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
