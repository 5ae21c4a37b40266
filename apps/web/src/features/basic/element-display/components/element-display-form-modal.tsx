/** 新增 / 编辑前端元素显示规则: the catalogue's items, a menu page picker and the tenant's check rules. */
import { useMemo, useState } from 'react';
import { AutoComplete, Alert, Form, Modal, Switch } from 'antd';
import type { ElementDisplayRecord } from '@bus/contracts';
import { resourceFormItems, useResourceForm, type FormDialogProps } from '../../../../components/resource-kit';
import { usePermission } from '../../../../lib/permissions';
import { useSessionStore } from '../../../../lib/session';
import { useCheckRuleOptions } from '../api/list-check-rule-options';
import { elementDisplaysApi } from '../api/element-displays-api';
import { filterPathOptions, menuPathOptions } from './menu-path-options';

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

export function ElementDisplayFormModal({ open, record, onClose }: FormDialogProps<ElementDisplayRecord>) {
  const menu = useSessionStore((state) => state.menu);
  const { can } = usePermission();
  const checkRules = useCheckRuleOptions(open && can('system:checkRule:list'));
  const [typedPath, setTypedPath] = useState('');
  const pathOptions = useMemo(() => filterPathOptions(menuPathOptions(menu), typedPath), [menu, typedPath]);
  const { form, modalProps } = useResourceForm<typeof elementDisplaysApi.resource, Values>({
    api: elementDisplaysApi,
    open,
    record,
    onClose,
    blank: EMPTY,
    toValues: (r) => ({
      targetUrl: r.targetUrl,
      elementKey: r.elementKey,
      elementName: r.elementName ?? '',
      pcHidden: r.pcHidden,
      pcReadonly: r.pcReadonly,
      pcRuleKey: r.pcRuleKey ?? '',
      tips: r.tips ?? '',
    }),
    toSave: (values) => ({ ...values, pcRuleKey: values.pcRuleKey?.trim() || null }),
  });

  const controls = {
    targetUrl: <AutoComplete options={pathOptions} onSearch={setTypedPath} placeholder="选择菜单页面或输入路径" />,
    pcHidden: <Switch checkedChildren="隐藏" unCheckedChildren="显示" />,
    pcReadonly: <Switch checkedChildren="只读" unCheckedChildren="可编辑" />,
    pcRuleKey: (
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
    ),
  };

  return (
    <Modal {...modalProps} width={600}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="规则作用于该页面表单中字段名相同的元素，保存后对本租户所有用户立即生效（其他用户重新登录或刷新后生效）。"
      />
      <Form form={form} name="element-display-form" layout="vertical" autoComplete="off">
        {resourceFormItems(elementDisplaysApi.resource, undefined, { controls })}
      </Form>
    </Modal>
  );
}
