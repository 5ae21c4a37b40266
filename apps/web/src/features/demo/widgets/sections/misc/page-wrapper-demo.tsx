/** Demo of the page wrapper (header, description, links, search box, tabs) and the 查询 button. */
import { useMemo, useState } from 'react';
import { Card, Form, Input, List, Space, Tag, Typography } from 'antd';
import { BookOutlined, FileTextOutlined, LineChartOutlined } from '@ant-design/icons';
import { PageWrapper } from '../../../../../components/page-wrapper';
import { QueryButton } from '../../../../../components/query-button';

interface Line {
  name: string;
  route: string;
  status: 'running' | 'stopped';
}

const LINES: Line[] = [
  { name: '1路', route: '火车站 — 大学城北门', status: 'running' },
  { name: '12路', route: '软件园 — 人民广场', status: 'running' },
  { name: 'K101路', route: '机场 — 火车站', status: 'running' },
  { name: '35路', route: '老城区 — 化工厂（已拆迁）', status: 'stopped' },
  { name: '夜1路', route: '人民广场 — 高新区管委会', status: 'running' },
];

const DRIVERS = [
  { workNo: '03127', name: '张建国', line: '12路' },
  { workNo: '01105', name: '李秀英', line: '1路' },
  { workNo: '05210', name: '王志强', line: 'K101路' },
];

export function PageWrapperDemo() {
  const [keyword, setKeyword] = useState('');
  const [tab, setTab] = useState<Line['status']>('running');
  const lines = useMemo(() => LINES.filter((l) => l.status === tab && (!keyword || `${l.name}${l.route}`.includes(keyword))), [keyword, tab]);
  const [driverQuery, setDriverQuery] = useState<string | null>(null);
  const drivers = driverQuery === null ? [] : DRIVERS.filter((d) => !driverQuery || d.workNo.includes(driverQuery) || d.name.includes(driverQuery));

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <div data-testid="page-wrapper-demo" style={{ background: '#f5f5f5', padding: 16, borderRadius: 8 }}>
        <PageWrapper
          title="线路管理"
          description="维护公交线路的基本信息、走向和运营状态。停运线路保留历史数据，可随时恢复运营。"
          links={[
            { title: '快速开始', icon: <BookOutlined />, onClick: () => setTab('running') },
            { title: '线路规划说明', icon: <FileTextOutlined />, href: '#line-planning' },
            { title: '运营日报', icon: <LineChartOutlined />, href: '#daily-report' },
          ]}
          search={{ placeholder: '输入线路名称或站点搜索', onSearch: setKeyword }}
          tabs={{
            activeKey: tab,
            onChange: (key) => setTab(key as Line['status']),
            items: [
              { key: 'running', label: '运营中' },
              { key: 'stopped', label: '已停运' },
            ],
          }}
        >
          <Card size="small">
            <List
              size="small"
              dataSource={lines}
              locale={{ emptyText: keyword ? `没有找到与“${keyword}”相关的线路` : '暂无线路' }}
              renderItem={(line) => (
                <List.Item>
                  <Space>
                    <Typography.Text strong>{line.name}</Typography.Text>
                    <span>{line.route}</span>
                    {line.status === 'running' ? <Tag color="green">运营中</Tag> : <Tag>已停运</Tag>}
                  </Space>
                </List.Item>
              )}
            />
          </Card>
        </PageWrapper>
      </div>
      <Card size="small" title="查询按钮">
        <Form layout="inline" onFinish={(values: { keyword?: string }) => setDriverQuery((values.keyword ?? '').trim())}>
          <Form.Item name="keyword" label="司机">
            <Input placeholder="工号或姓名" allowClear />
          </Form.Item>
          <Form.Item>
            <QueryButton />
          </Form.Item>
        </Form>
        {driverQuery !== null && (
          <List
            size="small"
            style={{ marginTop: 8 }}
            dataSource={drivers}
            locale={{ emptyText: '没有符合条件的司机' }}
            renderItem={(d) => (
              <List.Item>
                {d.workNo} {d.name}（{d.line}）
              </List.Item>
            )}
          />
        )}
      </Card>
    </Space>
  );
}
