/**
 * Home (首页): greeting, who and where the user is, and quick links to the menu areas they can
 * open. No business figures yet: charts arrive with the business areas.
 */
import { useState } from 'react';
import { Alert, Avatar, Card, Col, DatePicker, Descriptions, Row, Space, Tabs, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useCurrentUserDeparts } from '../../../../lib/api/get-current-user-departs';
import { welcomeText } from '../../../../lib/greeting';
import { useSessionStore } from '../../../../lib/session';
import { QuickEntries } from '../components/quick-entries';

export default function AnalysisPage() {
  const userInfo = useSessionStore((state) => state.userInfo);
  const menu = useSessionStore((state) => state.menu);
  const tenantId = useSessionStore((state) => state.tenantId);
  const tenants = useSessionStore((state) => state.tenants);
  const departs = useCurrentUserDeparts();
  const [tab, setTab] = useState('overview');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const currentDepart = departs.data?.list.find((depart) => depart.orgCode === (departs.data?.orgCode ?? userInfo?.orgCode));
  const tenantName = tenants.find((tenant) => tenant.id === tenantId)?.name ?? (tenantId ? `租户 ${tenantId}` : '默认');

  const overview = (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
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
      <Col xs={24} lg={10}>
        <Card title="统计区间" variant="borderless">
          <Space direction="vertical" style={{ width: '100%' }}>
            <DatePicker.RangePicker value={range} onChange={(value) => setRange(value)} style={{ width: '100%' }} aria-label="统计区间" />
            <Typography.Text type="secondary">
              {range?.[0] && range?.[1]
                ? `已选择 ${range[0].format('YYYY-MM-DD')} 至 ${range[1].format('YYYY-MM-DD')}`
                : '选择区间后，业务模块上线时将按此区间展示运营数据。'}
            </Typography.Text>
          </Space>
        </Card>
      </Col>
      <Col span={24}>
        <Alert type="info" showIcon message="线路、班次、客流与营收等业务图表将随各业务模块上线后在此展示。" />
      </Col>
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
