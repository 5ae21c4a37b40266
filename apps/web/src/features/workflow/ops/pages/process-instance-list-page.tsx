/** 流程运维 (workflow/ops/ProcessInstanceList): tabs 流程实例 (the administrators' moves) and 部署版本. */
import { useState } from 'react';
import { Card, Tabs } from 'antd';
import { DeploymentTab } from '../components/deployment-tab';
import { InstanceTab } from '../components/instance-tab';

export default function ProcessInstanceListPage({ title }: { title: string }) {
  const [tab, setTab] = useState('instances');
  return (
    <Card title={title} variant="borderless">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'instances', label: '流程实例', children: <InstanceTab /> },
          { key: 'deployments', label: '部署版本', children: <DeploymentTab /> },
        ]}
      />
    </Card>
  );
}
