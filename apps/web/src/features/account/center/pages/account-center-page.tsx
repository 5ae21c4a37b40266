/** 个人中心 (account/center/Index): who I am, where I work, my roles; tabs for my sessions and settings shortcuts. */
import { Avatar, Card, Col, Descriptions, Divider, Empty, List, Row, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { ApartmentOutlined, IdcardOutlined, MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useMySessions } from '../../settings/api/list-my-sessions';
import { useSelfProfile } from '../../settings/api/get-self-profile';
import { describeUserAgent, maskPhone } from '../../settings/components/account-rules';
import { SETTINGS_PAGES } from '../../settings/components/settings-layout';

export default function AccountCenterPage() {
  const profile = useSelfProfile();
  const sessions = useMySessions();
  const p = profile.data;
  return (
    <Row gutter={24}>
      <Col xs={24} lg={7}>
        <Card variant="borderless">
          {!p ? (
            <Skeleton active avatar />
          ) : (
            <>
              <div style={{ textAlign: 'center', marginBottom: 24 }}>
                <Avatar size={104} src={p.avatar || undefined} icon={<UserOutlined />} />
                <Typography.Title level={4} style={{ margin: '12px 0 4px' }}>
                  {p.realname}
                </Typography.Title>
                <Typography.Text type="secondary">{p.postName ?? '未设置职务'}</Typography.Text>
              </div>
              <Space direction="vertical" size={8}>
                <span>
                  <IdcardOutlined /> 账号：{p.username}
                  {p.workNo ? `（工号 ${p.workNo}）` : ''}
                </span>
                <span>
                  <ApartmentOutlined /> 部门：{p.departNames.join('、') || '未分配部门'}
                </span>
                <span>
                  <PhoneOutlined /> 手机：{maskPhone(p.phone) || '未绑定'}
                </span>
                <span>
                  <MailOutlined /> 邮箱：{p.email || '未绑定'}
                </span>
              </Space>
              <Divider dashed />
              <Typography.Text strong>角色</Typography.Text>
              <div style={{ marginTop: 8 }}>
                {p.roleNames.length ? (
                  p.roleNames.map((r) => (
                    <Tag key={r} color="blue">
                      {r}
                    </Tag>
                  ))
                ) : (
                  <Typography.Text type="secondary">暂无角色</Typography.Text>
                )}
              </div>
            </>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={17}>
        <Card variant="borderless">
          <Tabs
            items={[
              {
                key: 'profile',
                label: '基本资料',
                children: p ? (
                  <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
                    <Descriptions.Item label="姓名">{p.realname}</Descriptions.Item>
                    <Descriptions.Item label="性别">{p.sex === 1 ? '男' : p.sex === 2 ? '女' : '—'}</Descriptions.Item>
                    <Descriptions.Item label="生日">{p.birthday ?? '—'}</Descriptions.Item>
                    <Descriptions.Item label="职务">{p.postName ?? '—'}</Descriptions.Item>
                    <Descriptions.Item label="部门" span={2}>
                      {p.departNames.join('、') || '—'}
                    </Descriptions.Item>
                  </Descriptions>
                ) : (
                  <Skeleton active />
                ),
              },
              {
                key: 'sessions',
                label: '登录设备',
                children: (
                  <List
                    loading={sessions.isLoading}
                    dataSource={sessions.data ?? []}
                    locale={{ emptyText: <Empty description="没有在线的会话" /> }}
                    renderItem={(s) => (
                      <List.Item extra={s.current ? <Tag color="blue">当前会话</Tag> : null}>
                        <List.Item.Meta
                          title={describeUserAgent(s.userAgent)}
                          description={`IP ${s.ip ?? '未知'} · 登录于 ${s.loginTime} · 最近活动 ${s.lastSeenTime}`}
                        />
                      </List.Item>
                    )}
                  />
                ),
              },
              {
                key: 'settings',
                label: '设置',
                children: (
                  <List
                    dataSource={SETTINGS_PAGES}
                    renderItem={(page) => (
                      <List.Item>
                        <Link to={page.key}>{page.label}</Link>
                      </List.Item>
                    )}
                  />
                ),
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
