/** 驾驶员管理 (zsgj/DriverList): the drivers, and 排班 with the duty rules for whoever may assign duties. */
import { Card, Tabs } from 'antd';
import { PERMS } from '@bus/contracts';
import { usePermission } from '../../../../lib/permissions';
import { DriverTable } from '../components/driver-table';
import { DutyBoard } from '../components/duty-board';

export default function DriverListPage({ title }: { title: string }) {
  const { can } = usePermission();
  const items = [
    { key: 'drivers', label: '驾驶员档案', children: <DriverTable /> },
    ...(can(PERMS.ops.driver.duty) || can(PERMS.ops.driver.rule) ? [{ key: 'duties', label: '排班', children: <DutyBoard /> }] : []),
  ];
  return (
    <Card title={title} variant="borderless">
      <Tabs items={items} destroyOnHidden />
    </Card>
  );
}
