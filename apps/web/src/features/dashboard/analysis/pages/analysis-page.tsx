/**
 * Home (首页): greeting, who and where the user is, today's operations and the user's to-dos
 * (each for whom may open its page), and quick links to the menu areas they can open.
 */
import { useMemo, useState } from 'react';
import { Avatar, Card, Col, Descriptions, Row, Space, Tabs, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useCurrentUserDeparts } from '../../../../lib/api/get-current-user-departs';
import { welcomeText } from '../../../../lib/greeting';
import { useSessionStore } from '../../../../lib/session';
import { QuickEntries } from '../components/quick-entries';
import { quickEntryCandidates } from '../components/quick-entries-rules';
import { MyTodoCard, TodayOperationsCard } from '../components/today-cards';

export default function AnalysisPage() {
  const userInfo = useSessionStore((state) => state.userInfo);
  const menu = useSessionStore((state) => state.menu);
  const tenantId = useSessionStore((state) => state.tenantId);
  const tenants = useSessionStore((state) => state.tenants);
  const departs = useCurrentUserDeparts();
  const [tab, setTab] = useState('overview');
  // a card shows to whom the menu gives its page (the page's permission)
  const pages = useMemo(() => new Set(quickEntryCandidates(menu, () => true, '').map((entry) => entry.path)), [menu]);
  const seesOperations = pages.has('/zsgj/operatingRecord');
  const seesTodo = pages.has('/workflow/todo');
  const currentDepart = departs.data?.list.find((depart) => depart.orgCode === (departs.data?.orgCode ?? userInfo?.orgCode));
  const tenantName = tenants.find((tenant) => tenant.id === tenantId)?.name ?? (tenantId ? `租户 ${tenantId}` : '默认');

  const overview = (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={seesTodo ? 14 : 24}>
        <Card title="我的工作台" variant="borderless">
          <Descriptions column={1} size="small">
            <Descriptions.Item label="姓名">{userInfo?.realname || '-'}</Descriptions.Item>
            <Descriptions.Item label="账号">{userInfo?.username || '-'}</Descriptions.Item>
            <Descriptions.Item label="当前部门">{departs.isLoading ? '加载中…' : (currentDepart?.departName ?? '未设置部门')}</Descriptions.Item>
            <Descriptions.Item label="当前租户">{tenantName}</Descriptions.Item>
            <Descriptions.Item label="可用功能区">{menu.filter((item) => !item.hidden).length} 个</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      {seesTodo && (
        <Col xs={24} lg={10}>
          <MyTodoCard />
        </Col>
      )}
      {seesOperations && (
        <Col span={24}>
          <TodayOperationsCard />
        </Col>
      )}
    </Row>
  );

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card variant="borderless">
        <Space size={16} align="center">
          <Avatar size={56} src={userInfo?.avatar || undefined} icon={<UserOutlined />} />
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {welcomeText(userInfo?.realname || userInfo?.username)}，祝你开心每一天！
            </Typography.Title>
            <Typography.Text type="secondary">
              {currentDepart?.departName ?? '未设置部门'} · {tenantName}
            </Typography.Text>
          </div>
        </Space>
      </Card>
      <Card variant="borderless" styles={{ body: { paddingTop: 8 } }}>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'overview', label: '概览', children: overview },
            { key: 'shortcuts', label: '快捷入口', children: <QuickEntries /> },
          ]}
        />
      </Card>
    </Space>
  );
}
