/** 流程设计 (workflow/design/ModelList): process models and the start / node forms, one tab each. */
import { Card, Tabs } from 'antd';
import { WORKFLOW_PERMISSIONS as P } from '@bus/contracts';
import { usePermission } from '../../../../lib/permissions';
import { FormListTab } from '../components/form-list-tab';
import { ModelListTab } from '../components/model-list-tab';

export default function ModelListPage({ title }: { title: string }) {
  const { can } = usePermission();
  const items = [
    { key: 'models', label: '流程模型', children: <ModelListTab /> },
    ...(can(P.formView) ? [{ key: 'forms', label: '表单', children: <FormListTab /> }] : []),
  ];
  return (
    <Card title={title} variant="borderless">
      <Tabs items={items} />
    </Card>
  );
}
