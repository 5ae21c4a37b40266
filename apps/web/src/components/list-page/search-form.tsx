/**
 * Search form of list pages (spec 01 section 9): items laid out 6 columns wide, collapsed to the
 * first row past 4 items with an expand control; search and reset are never permission-gated.
 */
import { Children, useState, type ReactNode } from 'react';
import { Button, Col, Form, Row, Space, type FormInstance } from 'antd';
import { DownOutlined, ReloadOutlined, UpOutlined } from '@ant-design/icons';
import { QueryButton } from '../query-button';

interface SearchFormProps {
  onSearch(values: Record<string, unknown>): void;
  onReset(): void;
  form?: FormInstance;
  children: ReactNode;
}

export const COLLAPSE_AFTER = 4;

export function SearchForm({ onSearch, onReset, form: given, children }: SearchFormProps) {
  const [form] = Form.useForm(given);
  const [expanded, setExpanded] = useState(false);
  const items = Children.toArray(children);
  const visible = expanded || items.length <= COLLAPSE_AFTER ? items : items.slice(0, COLLAPSE_AFTER - 1);
  return (
    <Form form={form} layout="inline" onFinish={onSearch} className="list-search-form" style={{ marginBottom: 16 }}>
      <Row gutter={16} style={{ width: '100%' }}>
        {visible.map((item, index) => (
          <Col key={index} xs={24} sm={12} md={8} xl={6} style={{ marginBottom: 12 }}>
            {item}
          </Col>
        ))}
        <Col xs={24} sm={12} md={8} xl={6} style={{ marginBottom: 12 }}>
          <Space>
            <QueryButton />
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                form.resetFields();
                onReset();
              }}
            >
              重置
            </Button>
            {items.length > COLLAPSE_AFTER && (
              <Button type="link" onClick={() => setExpanded((e) => !e)}>
                {expanded ? '收起' : '展开'} {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
