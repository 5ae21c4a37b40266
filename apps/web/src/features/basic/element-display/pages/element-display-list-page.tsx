/** 基础管理 > 前端元素显示 (basic-manage/ElementDisplayList): rules hiding, locking or rule-binding form elements. */
import { Tag, Typography } from 'antd';
import { ResourceListPage } from '../../../../components/resource-kit';
import { elementDisplaysApi } from '../api/element-displays-api';
import { ElementDisplayFormModal } from '../components/element-display-form-modal';

const flag = (on: boolean, text: string, color: string) => (on ? <Tag color={color}>{text}</Tag> : <Typography.Text type="secondary">否</Typography.Text>);

export default function ElementDisplayListPage({ title }: { title: string }) {
  return (
    <ResourceListPage
      api={elementDisplaysApi}
      title={title}
      columns={[
        'targetUrl',
        'elementKey',
        'elementName',
        ['pcHidden', { render: (v: boolean) => flag(v, '隐藏', 'red') }],
        ['pcReadonly', { render: (v: boolean) => flag(v, '只读', 'orange') }],
        ['pcRuleKey', { render: (v: string | null) => (v ? <Tag color="blue">{v}</Tag> : '—') }],
        'tips',
        ['updateTime', { render: (_: unknown, r) => (r.updateTime ?? r.createTime ?? '').slice(0, 16) }],
      ]}
      actionsWidth={130}
      deleteNote="删除后对应元素恢复默认显示。"
      renderForm={(dialog) => <ElementDisplayFormModal {...dialog} />}
    />
  );
}
