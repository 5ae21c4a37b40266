/**
 * 发起流程 (workflow/process/StartList): every process the user may start, grouped by category,
 * each a card with its version; 发起 opens its start form in a tab of its own.
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Col, Empty, Input, Row, Space, Spin, Tag, Typography } from 'antd';
import type { WfStartableRecord } from '@bus/contracts';
import { useStartable } from '../api/start';

export const startPath = (processKey: string) => `/workflow/process/start/${encodeURIComponent(processKey)}`;

export default function StartListPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const startable = useStartable();
  const [words, setWords] = useState('');

  const groups = useMemo(() => {
    const found = (startable.data ?? []).filter((process) => !words.trim() || process.name.includes(words.trim()));
    const byCategory = new Map<string, WfStartableRecord[]>();
    for (const process of found) {
      const category = process.category || '未分类';
      byCategory.set(category, [...(byCategory.get(category) ?? []), process]);
    }
    return [...byCategory];
  }, [startable.data, words]);

  return (
    <Card
      title={title}
      extra={
        <Input.Search
          placeholder="搜索流程名称"
          allowClear
          onSearch={setWords}
          onChange={(event) => !event.target.value && setWords('')}
          style={{ width: 240 }}
        />
      }
    >
      {startable.isPending ? (
        <Spin />
      ) : groups.length === 0 ? (
        <Empty description={words ? '没有匹配的流程' : '还没有已部署的流程，请先在流程设计中部署'} />
      ) : (
        groups.map(([category, processes]) => (
          <section key={category} className="start-group" aria-label={category}>
            <Typography.Title level={5}>{category}</Typography.Title>
            <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
              {processes.map((process) => (
                <Col key={process.processKey} xs={24} sm={12} md={8} xl={6}>
                  <Card size="small" hoverable onClick={() => navigate(startPath(process.processKey))}>
                    <Space direction="vertical" size={4} style={{ width: '100%' }}>
                      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
                        <Typography.Text strong>{process.name}</Typography.Text>
                        <Tag color="blue">v{process.versionNo}</Tag>
                      </Space>
                      <Typography.Text type="secondary">部署于 {process.deployTime}</Typography.Text>
                      <Button type="primary" size="small" onClick={(event) => (event.stopPropagation(), navigate(startPath(process.processKey)))}>
                        发起
                      </Button>
                    </Space>
                  </Card>
                </Col>
              ))}
            </Row>
          </section>
        ))
      )}
    </Card>
  );
}
